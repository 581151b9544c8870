const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c] ?? c);

/** Plain-text description → safe HTML: paragraphs, and "- " lines as a list. Everything is escaped. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      const items = lines.filter((l) => l.startsWith('- '));
      const head = lines.filter((l) => !l.startsWith('- '));
      const p = head.length ? `<p>${head.map(escapeHtml).join('<br>')}</p>` : '';
      const ul = items.length
        ? `<ul>${items.map((l) => `<li>${escapeHtml(l.slice(2))}</li>`).join('')}</ul>`
        : '';
      return p + ul;
    })
    .join('');
}
