import { NOTIFICATION_TYPES } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, STATUS_LABELS, statusParam } from './status.ts';

const labels = () => Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, STATUS_LABELS[s].label]));
const tones = () => Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, STATUS_LABELS[s].tone]));

describe('application statuses', () => {
  it('read as the applied-jobs page shows them: a refusal reads "Not shortlisted"', () => {
    expect(labels()).toEqual({
      applied: 'Applied',
      viewed: 'Viewed',
      shortlisted: 'Shortlisted',
      assessment: 'Assessment',
      interview: 'Interview',
      hired: 'Hired',
      rejected: 'Not shortlisted',
    });
  });

  it('colour good news positive, a refusal critical, a task to do caution, the rest plainly', () => {
    expect(tones()).toEqual({
      applied: 'neutral',
      viewed: 'info',
      shortlisted: 'positive',
      assessment: 'caution',
      interview: 'positive',
      hired: 'positive',
      rejected: 'critical',
    });
  });

  it('colour a change as the notification it sends does, and name it alike', () => {
    const shared = Object.values(NOTIFICATION_TYPES).filter((t) =>
      (APPLICATION_STATUSES as readonly string[]).includes(t.name),
    );
    expect(shared.map((t) => t.name).sort()).toEqual(
      ['assessment', 'interview', 'rejected', 'shortlisted', 'viewed'].sort(),
    );
    for (const type of shared) {
      const status = STATUS_LABELS[type.name as keyof typeof STATUS_LABELS];
      expect(status.tone, type.name).toBe(type.tone);
      // The notification says whose profile was viewed; the list only that it was.
      if (type.name !== 'viewed') expect(status.label, type.name).toBe(type.label);
    }
  });

  it('read from the address; anything else means all', () => {
    for (const status of APPLICATION_STATUSES) expect(statusParam(status)).toBe(status);
    expect(statusParam('nope')).toBeNull();
    expect(statusParam('Shortlisted')).toBeNull();
    expect(statusParam('')).toBeNull();
    expect(statusParam(null)).toBeNull();
  });
});
