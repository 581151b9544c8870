/** Names that contain the typed text, those starting with it first. */
export function matchNames<T extends { name: string }>(
  items: readonly T[],
  query: string,
  limit: number,
): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const hits = items.filter((i) => i.name.toLowerCase().includes(q));
  const starts = (i: T) => (i.name.toLowerCase().startsWith(q) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name)).slice(0, limit);
}
