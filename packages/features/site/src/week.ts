/** Whether a hiring week is still to come, on now, or over, on a given day (all `YYYY-MM-DD`). */
export type WeekStatus = 'upcoming' | 'on' | 'over';

export function weekStatus(today: string, starts: string, ends: string): WeekStatus {
  if (today < starts) return 'upcoming';
  return today > ends ? 'over' : 'on';
}

/** The day in India (the brands' time zone) of an instant, as `YYYY-MM-DD`. */
export function indiaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const fmt = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options });

/** "15–19 March 2027", "29 March – 2 April 2027", "28 December 2026 – 1 January 2027". */
export function dateRangeText(starts: string, ends: string): string {
  const a = day(starts);
  const b = day(ends);
  const full = fmt({ day: 'numeric', month: 'long', year: 'numeric' });
  if (starts === ends) return full.format(a);
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${full.format(a)} – ${full.format(b)}`;
  if (a.getUTCMonth() !== b.getUTCMonth())
    return `${fmt({ day: 'numeric', month: 'long' }).format(a)} – ${full.format(b)}`;
  return `${a.getUTCDate()}–${full.format(b)}`;
}
