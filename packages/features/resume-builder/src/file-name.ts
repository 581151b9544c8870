/** The downloaded file's name from the person's name: letters, digits and dashes only. */
export function pdfFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60);
  return `${base || 'my'}-resume.pdf`;
}
