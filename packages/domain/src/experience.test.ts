import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_FILTERS,
  EXPERIENCE_OPTIONS,
  experienceBucket,
  experienceFilterRange,
  INSIGHT_BANDS,
  insightBand,
} from './experience.ts';

describe('experienceBucket', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [10, 3],
    [11, 4],
    [15, 4],
    [16, 5],
    [40, 5],
  ])('%d years → bucket %d', (years, bucket) => {
    expect(experienceBucket(years)).toBe(bucket);
  });

  it('counts fractions by completed years', () => {
    expect(experienceBucket(3.9)).toBe(1);
    expect(experienceBucket(6.5)).toBe(2);
    expect(experienceBucket(15.5)).toBe(4);
    expect(experienceBucket(16.01)).toBe(5);
  });

  it('reads negatives and non-numbers as 0, Infinity as above 15', () => {
    expect(experienceBucket(-2)).toBe(1);
    expect(experienceBucket(Number.NaN)).toBe(1);
    expect(experienceBucket('')).toBe(1);
    expect(experienceBucket('abc')).toBe(1);
    expect(experienceBucket(Number.POSITIVE_INFINITY)).toBe(5);
  });

  it('reads numeric strings', () => {
    expect(experienceBucket('8')).toBe(3);
    expect(experienceBucket(' 12 ')).toBe(4);
  });

  it('property: always in 1..5', () => {
    fc.assert(
      fc.property(fc.double(), (years) => {
        expect([1, 2, 3, 4, 5]).toContain(experienceBucket(years));
      }),
    );
  });

  it('property: monotone', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(experienceBucket(lo)).toBeLessThanOrEqual(experienceBucket(hi));
      }),
    );
  });

  it('property: whole years match the spec table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (years) => {
        const expected = years <= 3 ? 1 : years <= 6 ? 2 : years <= 10 ? 3 : years <= 15 ? 4 : 5;
        expect(experienceBucket(years)).toBe(expected);
      }),
    );
  });
});

describe('EXPERIENCE_FILTERS and experienceFilterRange', () => {
  it('has the spec ranges', () => {
    expect(EXPERIENCE_FILTERS).toEqual({
      1: { min: 0, max: 30 },
      2: { min: 0, max: 1 },
      3: { min: 2, max: 3 },
      4: { min: 4, max: 6 },
      5: { min: 7, max: 10 },
      6: { min: 11, max: 15 },
      7: { min: 16, max: 20 },
      8: { min: 21, max: 25 },
      9: { min: 25, max: 100 },
    });
  });

  it('looks up numbers and numeric strings', () => {
    expect(experienceFilterRange(4)).toEqual({ min: 4, max: 6 });
    expect(experienceFilterRange('9')).toEqual({ min: 25, max: 100 });
    expect(experienceFilterRange(' 2 ')).toEqual({ min: 0, max: 1 });
  });

  it.each([0, 10, -1, 1.5, Number.NaN, '', 'abc', '1.0', 'constructor', '__proto__', '0x1'])(
    '%j → undefined',
    (id) => {
      expect(experienceFilterRange(id)).toBeUndefined();
    },
  );

  it('property: defined exactly for the integers 1..9, with min ≤ max', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (id) => {
        const range = experienceFilterRange(id);
        if (id >= 1 && id <= 9) {
          expect(range).toBeDefined();
          expect(range?.min).toBeLessThanOrEqual(range?.max ?? Number.NaN);
          expect(experienceFilterRange(String(id))).toBe(range);
        } else {
          expect(range).toBeUndefined();
        }
      }),
    );
  });

  it('EXPERIENCE_OPTIONS lists any, 0-1 … 26+ with filter ids 1..9', () => {
    expect(EXPERIENCE_OPTIONS.map((o) => o.label)).toEqual([
      'Any',
      '0-1 Yrs',
      '2-3 Yrs',
      '4-6 Yrs',
      '7-10 Yrs',
      '11-15 Yrs',
      '16-20 Yrs',
      '21-25 Yrs',
      '26+ Yrs',
    ]);
    expect(EXPERIENCE_OPTIONS.map((o) => o.filterId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('insightBand', () => {
  it.each([
    [0, '<1 Yr'],
    [0.5, '<1 Yr'],
    [1, '1-3 Yr'],
    [2.9, '1-3 Yr'],
    [3, '3-5 Yr'],
    [4, '3-5 Yr'],
    [5, '5-10 Yr'],
    [9, '5-10 Yr'],
    [10, '10-15 Yr'],
    [14.99, '10-15 Yr'],
    [15, '15+ Yr'],
    [40, '15+ Yr'],
    [-1, '<1 Yr'],
    [Number.NaN, '<1 Yr'],
    ['7', '5-10 Yr'],
  ])('%j years → %j', (years, band) => {
    expect(insightBand(years)).toBe(band);
  });

  it('INSIGHT_BANDS lists the six labels in order, contiguous from 0', () => {
    expect(INSIGHT_BANDS.map((b) => b.label)).toEqual([
      '<1 Yr',
      '1-3 Yr',
      '3-5 Yr',
      '5-10 Yr',
      '10-15 Yr',
      '15+ Yr',
    ]);
    INSIGHT_BANDS.forEach((band, i) => {
      expect(band.min).toBe(i === 0 ? 0 : INSIGHT_BANDS[i - 1]?.max);
    });
  });

  it('property: a band contains its years and bands are monotone', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const band = INSIGHT_BANDS.find((x) => x.label === insightBand(a));
          expect(band).toBeDefined();
          expect(a).toBeGreaterThanOrEqual(band?.min ?? Number.NaN);
          if (band?.max != null) expect(a).toBeLessThan(band.max);
          const index = (y: number) => INSIGHT_BANDS.findIndex((x) => x.label === insightBand(y));
          if (a <= b) expect(index(a)).toBeLessThanOrEqual(index(b));
        },
      ),
    );
  });
});
