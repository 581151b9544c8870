import { describe, expect, it } from 'vitest';
import { timelineSteps, usualResponse } from './timeline.ts';

const figures = {
  enough: true as const,
  applications: 24,
  medianResponseHours: 130,
  heardWithin7Days: 60,
  heardWithin14Days: 75,
  lastActionDaysAgo: 1,
};

describe('an application timeline', () => {
  it('writes each step with its day, keeping its time and who moved it', () => {
    const steps = timelineSteps({
      appliedAt: '2026-11-03T09:12:00.000Z',
      events: [
        { status: 'applied', at: '2026-11-03T09:12:00.000Z', by: 'you' },
        { status: 'viewed', at: '2026-11-05T11:40:00.000Z', by: 'recruiter' },
      ],
    });
    expect(steps.map((s) => [s.status, s.at, s.by])).toEqual([
      ['applied', '2026-11-03T09:12:00.000Z', 'you'],
      ['viewed', '2026-11-05T11:40:00.000Z', 'recruiter'],
    ]);
    expect(steps.every((s) => s.date.includes('Nov 2026'))).toBe(true);
  });

  it('shows only the application itself when its history was not recorded', () => {
    expect(timelineSteps({ appliedAt: '2026-10-01T10:00:00.000Z', events: [] })).toEqual([
      expect.objectContaining({ status: 'applied', at: '2026-10-01T10:00:00.000Z', by: 'you' }),
    ]);
  });

  it("says when the recruiter answers only from the figures' median", () => {
    expect(usualResponse(figures)).toEqual({ kind: 'within', days: 6 });
    expect(usualResponse({ ...figures, medianResponseHours: null })).toEqual({ kind: 'rarely' });
    expect(usualResponse({ enough: false })).toEqual({ kind: 'new' });
  });
});
