/** Counts as the seeker reads them. */

/** `3 jobs`, `1 job`; `many` for a plural that is not the word with an `s` (`1 company`, `2 companies`). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The share of applicants at or above a rank, as the seeker reads it ("top 4%" for rank 3 of 97):
 * rounded up to a whole percent, so nobody is told a better share than theirs, and from 1 to 100.
 */
export function topPercent(rank: number, of: number): number {
  if (of <= 0) return 100;
  return Math.min(100, Math.max(1, Math.ceil((100 * rank) / of)));
}
