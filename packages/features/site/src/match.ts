import { namesMatch } from '@jobsite/domain/search-terms';

/**
 * Names that answer the typed text: those starting with it first, then those containing it, then those
 * whose words start with the typed words ("mach lear") or are one slip away from them ("pyhton").
 */
export function matchNames<T extends { name: string }>(
  items: readonly T[],
  query: string,
  limit: number,
): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const score = (i: T) => {
    const name = i.name.toLowerCase();
    if (name.startsWith(q)) return 0;
    if (name.includes(q)) return 1;
    return namesMatch(i.name, q) ? 2 : 3;
  };
  return items
    .map((item) => ({ item, s: score(item) }))
    .filter((x) => x.s < 3)
    .sort((a, b) => a.s - b.s || a.item.name.localeCompare(b.item.name))
    .slice(0, limit)
    .map((x) => x.item);
}
