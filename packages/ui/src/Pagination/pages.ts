/** The page numbers to show (1-based), with `null` for a gap: 1 … 4 5 6 … 20. */
export function visiblePages(current: number, total: number, around = 1): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= around) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
