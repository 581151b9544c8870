/** Years of experience as a number; numeric strings are read, anything else is `NaN`. */
function toYears(years: number | string): number {
  if (typeof years === 'number') return years;
  const trimmed = years.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export type ExperienceBucket = 1 | 2 | 3 | 4 | 5;

/**
 * The experience bucket (product.md section 5): 0-3 years → 1, 4-6 → 2, 7-10 → 3, 11-15 → 4,
 * above 15 → 5.
 *
 * Fractions count by completed years (3.9 → 1, 15.5 → 4, 16 → 5); negatives and anything that is not a
 * number count as 0 (→ 1). The result is monotone in `years` and always in 1..5.
 */
export function experienceBucket(years: number | string): ExperienceBucket {
  const y = toYears(years);
  if (!(y >= 4)) return 1;
  if (y < 7) return 2;
  if (y < 11) return 3;
  if (y < 16) return 4;
  return 5;
}

export type ExperienceFilterId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface ExperienceRange {
  readonly min: number;
  readonly max: number;
}

/** Experience filter id → years range (product.md section 5). Id 1 is "any" (0-30). */
export const EXPERIENCE_FILTERS: Readonly<Record<ExperienceFilterId, ExperienceRange>> = {
  1: { min: 0, max: 30 },
  2: { min: 0, max: 1 },
  3: { min: 2, max: 3 },
  4: { min: 4, max: 6 },
  5: { min: 7, max: 10 },
  6: { min: 11, max: 15 },
  7: { min: 16, max: 20 },
  8: { min: 21, max: 25 },
  9: { min: 25, max: 100 },
};

/**
 * The range of an experience filter id (a number or a numeric string such as `"4"`, surrounding
 * whitespace allowed); `undefined` for any other id.
 */
export function experienceFilterRange(id: number | string): ExperienceRange | undefined {
  const key = typeof id === 'number' ? id : /^\s*\d+\s*$/.test(id) ? Number(id) : Number.NaN;
  return Number.isInteger(key) && key >= 1 && key <= 9
    ? EXPERIENCE_FILTERS[key as ExperienceFilterId]
    : undefined;
}

/** The experience filter options in display order, each with its filter id (product.md section 9). */
export const EXPERIENCE_OPTIONS: readonly {
  readonly label: string;
  readonly filterId: ExperienceFilterId;
}[] = [
  { label: 'Any', filterId: 1 },
  { label: '0-1 Yrs', filterId: 2 },
  { label: '2-3 Yrs', filterId: 3 },
  { label: '4-6 Yrs', filterId: 4 },
  { label: '7-10 Yrs', filterId: 5 },
  { label: '11-15 Yrs', filterId: 6 },
  { label: '16-20 Yrs', filterId: 7 },
  { label: '21-25 Yrs', filterId: 8 },
  { label: '26+ Yrs', filterId: 9 },
];

/**
 * The experience bands of job insights (calls.md section 9), each the half-open range [min, max) of
 * years; the last has no upper bound (`max: null`).
 */
export const INSIGHT_BANDS = [
  { label: '<1 Yr', min: 0, max: 1 },
  { label: '1-3 Yr', min: 1, max: 3 },
  { label: '3-5 Yr', min: 3, max: 5 },
  { label: '5-10 Yr', min: 5, max: 10 },
  { label: '10-15 Yr', min: 10, max: 15 },
  { label: '15+ Yr', min: 15, max: null },
] as const;

export type InsightBand = (typeof INSIGHT_BANDS)[number]['label'];

/**
 * The insight band of a number of years: [0,1) `<1 Yr`, [1,3) `1-3 Yr`, [3,5) `3-5 Yr`, [5,10) `5-10 Yr`,
 * [10,15) `10-15 Yr`, 15 and more `15+ Yr`. Negatives and non-numbers give `<1 Yr`.
 */
export function insightBand(years: number | string): InsightBand {
  const y = toYears(years);
  let band: InsightBand = '<1 Yr';
  for (const b of INSIGHT_BANDS) {
    if (y >= b.min) band = b.label;
  }
  return band;
}
