import { describe, expect, it } from 'vitest';
import { dateRangeText, indiaDay, weekStatus } from './week.ts';

describe('a hiring week', () => {
  it('is upcoming before its first day, on from its first to its last day, and over after', () => {
    expect(weekStatus('2027-03-14', '2027-03-15', '2027-03-19')).toBe('upcoming');
    expect(weekStatus('2027-03-15', '2027-03-15', '2027-03-19')).toBe('on');
    expect(weekStatus('2027-03-19', '2027-03-15', '2027-03-19')).toBe('on');
    expect(weekStatus('2027-03-20', '2027-03-15', '2027-03-19')).toBe('over');
  });

  it('counts days in India time', () => {
    expect(indiaDay(new Date('2027-03-14T18:29:00Z'))).toBe('2027-03-14');
    expect(indiaDay(new Date('2027-03-14T18:30:00Z'))).toBe('2027-03-15');
  });

  it('writes its dates once per month and year', () => {
    expect(dateRangeText('2027-03-15', '2027-03-19')).toBe('15–19 March 2027');
    expect(dateRangeText('2027-03-29', '2027-04-02')).toBe('29 March – 2 April 2027');
    expect(dateRangeText('2026-12-28', '2027-01-01')).toBe('28 December 2026 – 1 January 2027');
    expect(dateRangeText('2027-03-15', '2027-03-15')).toBe('15 March 2027');
  });
});
