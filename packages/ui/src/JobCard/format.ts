/** "Today", "1 day ago", "5 days ago", "2 weeks ago", "3 months ago". */
export function postedAge(daysAgo: number): string {
  const d = Math.max(0, Math.floor(daysAgo));
  if (d === 0) return 'Today';
  if (d < 7) return d === 1 ? '1 day ago' : `${d} days ago`;
  if (d < 30) {
    const w = Math.floor(d / 7);
    return w === 1 ? '1 week ago' : `${w} weeks ago`;
  }
  const m = Math.floor(d / 30);
  return m === 1 ? '1 month ago' : `${m} months ago`;
}

/** "0-1 yrs", "4-6 yrs", "25+ yrs". */
export function experienceRange(min: number, max: number): string {
  return max >= 100 ? `${min}+ yrs` : `${min}-${max} yrs`;
}
