import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RecruiterResponsiveness, respondsWithinDays, usualResponseDays } from './responsiveness.ts';

const enough = {
  enough: true as const,
  applications: 24,
  medianResponseHours: 20,
  heardWithin7Days: 80,
  heardWithin14Days: 90,
  lastActionDaysAgo: 2,
};

describe('respondsWithinDays', () => {
  it('gives the first step the median fits in when most applicants heard within 14 days', () => {
    expect(respondsWithinDays(enough)).toBe(1);
    expect(respondsWithinDays({ ...enough, medianResponseHours: 24 })).toBe(1);
    expect(respondsWithinDays({ ...enough, medianResponseHours: 25 })).toBe(2);
    expect(respondsWithinDays({ ...enough, medianResponseHours: 100 })).toBe(5);
    expect(respondsWithinDays({ ...enough, medianResponseHours: 14 * 24 })).toBe(14);
  });

  it('gives no badge to a median beyond 14 days, to fewer than 60 % heard, or without figures', () => {
    expect(respondsWithinDays({ ...enough, medianResponseHours: 14 * 24 + 1 })).toBeNull();
    expect(respondsWithinDays({ ...enough, heardWithin14Days: 59 })).toBeNull();
    expect(respondsWithinDays({ ...enough, heardWithin14Days: 60 })).toBe(1);
    expect(respondsWithinDays({ ...enough, heardWithin14Days: null })).toBeNull();
    expect(respondsWithinDays({ ...enough, medianResponseHours: null })).toBeNull();
    expect(respondsWithinDays({ enough: false })).toBeNull();
  });
});

describe('RecruiterResponsiveness', () => {
  it('holds figures only from 10 applications, and shares as whole percentages', () => {
    expect(v.is(RecruiterResponsiveness, enough)).toBe(true);
    expect(v.is(RecruiterResponsiveness, { enough: false })).toBe(true);
    expect(v.is(RecruiterResponsiveness, { ...enough, applications: 9 })).toBe(false);
    expect(v.is(RecruiterResponsiveness, { ...enough, heardWithin7Days: 101 })).toBe(false);
    expect(v.is(RecruiterResponsiveness, { ...enough, heardWithin7Days: 50.5 })).toBe(false);
  });
});

describe('usualResponseDays', () => {
  it('rounds the median up to whole days, a day at least', () => {
    expect(usualResponseDays({ ...enough, medianResponseHours: 0.5 })).toBe(1);
    expect(usualResponseDays({ ...enough, medianResponseHours: 24 })).toBe(1);
    expect(usualResponseDays({ ...enough, medianResponseHours: 24.1 })).toBe(2);
    expect(usualResponseDays({ ...enough, medianResponseHours: 6 * 24 })).toBe(6);
    // Unlike the badge, it does not ask for a 14-day share: the median alone is what it says.
    expect(usualResponseDays({ ...enough, medianResponseHours: 30 * 24, heardWithin14Days: null })).toBe(30);
  });

  it('says nothing without enough history or when most never heard', () => {
    expect(usualResponseDays({ enough: false })).toBeNull();
    expect(usualResponseDays({ ...enough, medianResponseHours: null })).toBeNull();
  });
});
