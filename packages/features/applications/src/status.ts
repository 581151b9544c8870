import { APPLICATION_STATUSES, type ApplicationStatus } from '@jobsite/domain/calls';

/** How each application status reads, and its badge tone. */
export const STATUS_LABELS: Record<
  ApplicationStatus,
  { label: string; tone: 'neutral' | 'info' | 'positive' | 'critical' | 'caution' }
> = {
  applied: { label: 'Applied', tone: 'neutral' },
  viewed: { label: 'Viewed', tone: 'info' },
  shortlisted: { label: 'Shortlisted', tone: 'positive' },
  assessment: { label: 'Assessment', tone: 'caution' },
  interview: { label: 'Interview', tone: 'positive' },
  hired: { label: 'Hired', tone: 'positive' },
  rejected: { label: 'Not shortlisted', tone: 'critical' },
};

/** The status of an address's `status` parameter, or `null` for all. */
export function statusParam(value: string | null): ApplicationStatus | null {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ApplicationStatus)
    : null;
}

export { APPLICATION_STATUSES };
