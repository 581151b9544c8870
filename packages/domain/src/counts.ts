/** Counts as the seeker reads them. */

/** "1 applicant", "97 applicants"; `plural` when the noun does not just take an s. */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/**
 * The share of applicants at or above a rank, as the seeker reads it ("top 4%" for rank 3 of 97):
 * rounded up to a whole percent, so nobody is told a better share than theirs, and from 1 to 100.
 */
export function topPercent(rank: number, of: number): number {
  if (of <= 0) return 100;
  return Math.min(100, Math.max(1, Math.ceil((100 * rank) / of)));
}
