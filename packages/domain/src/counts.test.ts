import { describe, expect, it } from 'vitest';
import { plural, topPercent } from './counts.ts';

describe('counts', () => {
  it('agrees the noun with the number', () => {
    expect(plural(1, 'applicant')).toBe('1 applicant');
    expect(plural(0, 'applicant')).toBe('0 applicants');
    expect(plural(97, 'applicant')).toBe('97 applicants');
    expect(plural(1, 'company', 'companies')).toBe('1 company');
    expect(plural(2, 'match', 'matches')).toBe('2 matches');
  });

  it('tells the share of applicants at or above a rank, never better than it is', () => {
    expect(topPercent(3, 97)).toBe(4);
    expect(topPercent(1, 1)).toBe(100);
    expect(topPercent(1, 200)).toBe(1);
    expect(topPercent(97, 97)).toBe(100);
    expect(topPercent(1, 0)).toBe(100);
  });
});
