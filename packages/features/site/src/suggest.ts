/** One suggestion of the search overlay. */
export interface Suggestion {
  kind: 'tag' | 'company' | 'city';
  label: string;
  href: string;
}

export interface SuggestionGroups {
  query: string;
  tags: Suggestion[];
  companies: Suggestion[];
  cities: Suggestion[];
}

export const EMPTY_SUGGESTIONS: SuggestionGroups = { query: '', tags: [], companies: [], cities: [] };

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
