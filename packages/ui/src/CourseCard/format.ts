import { formatRupees } from '@jobsite/domain';
import type { CourseSummary } from '@jobsite/domain/answers';

/** How each mode of teaching reads on a card and a course's page. */
export const COURSE_MODE_LABELS = { online: 'Online', offline: 'On campus', hybrid: 'Hybrid' } as const;

/** "₹2,50,000" (Indian grouping); "Fee on request" without a fee. */
export function courseFee(fee: number | null): string {
  return fee === null ? 'Fee on request' : formatRupees(fee);
}

/** "1 month", "11 months", "2 years", "1 year 6 months". */
export function courseDuration(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  const part = (n: number, unit: string) => (n === 1 ? `1 ${unit}` : `${n} ${unit}s`);
  if (y === 0) return part(m, 'month');
  return m === 0 ? part(y, 'year') : `${part(y, 'year')} ${part(m, 'month')}`;
}

/** "5 Jan 2027" from an ISO date, read in UTC so server and browser agree. */
export function courseDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "Starts 5 Jan 2027" from an ISO date. */
export function courseStart(date: string): string {
  return `Starts ${courseDate(date)}`;
}

/** The facts a course card lists: mode, duration, fee, next start. */
export function courseFacts(
  c: Pick<CourseSummary, 'mode' | 'durationMonths' | 'fee' | 'nextStart'>,
): string[] {
  return [
    COURSE_MODE_LABELS[c.mode],
    courseDuration(c.durationMonths),
    courseFee(c.fee),
    ...(c.nextStart ? [courseStart(c.nextStart)] : []),
  ];
}
