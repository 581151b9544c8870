/**
 * The sorts of the job feed and of the listings, each with the one label every page shows (decision
 * 0066). `relevance` puts the best match first: to a signed-in seeker's preferences in their feed, to
 * the words of a keyword listing or search; where nothing is asked (a category listing), every job
 * matches alike and the newest come first. `date` is newest first everywhere.
 */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'date', label: 'Newest' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/** The label of a sort. */
export const sortLabel = (sort: SortValue): string =>
  SORT_OPTIONS.find((o) => o.value === sort)?.label ?? sort;

export interface DefaultSortInput {
  /** Whether the sort control is shown on this page. */
  showSort: boolean;
  /** The current sort value; empty (`''`, `null`, `undefined`) means not chosen. */
  sort?: string | null | undefined;
  /** The sort value before this change. */
  previousSort?: string | null | undefined;
  /** Whether the user has just cleared the filters. */
  filtersCleared?: boolean | undefined;
}

/**
 * The sort rule of product.md section 4: when the sort is shown and empty it becomes `date`, or
 * `relevance` if it was `date` before and the filters were not cleared. Otherwise the sort is returned
 * unchanged.
 */
export function defaultSort({
  showSort,
  sort,
  previousSort,
  filtersCleared = false,
}: DefaultSortInput): string | null | undefined {
  if (!showSort || (sort !== undefined && sort !== null && sort !== '')) return sort;
  return previousSort === 'date' && !filtersCleared ? 'relevance' : 'date';
}

/** A new list without the chips of that label, in the original order; the input is never changed. */
export function removeChipByLabel<T extends { readonly label: string }>(
  chips: readonly T[],
  label: string,
): T[] {
  return chips.filter((chip) => chip.label !== label);
}

type QueryValue = string | number | readonly (string | number)[] | null | undefined;

/** The parameters of the female-jobs call (calls.md 7.1), in the order they are sent. */
export const FEMALE_JOBS_PARAMS = [
  'femaleFilter',
  'minExp',
  'maxExp',
  'joblocationIds',
  'categoryIds',
  'start',
  'end',
  'functionalArea',
  'antifunctionalarea',
  'centralisedCompanyIds',
  'antiCentralisedCompanyIds',
] as const;

export type FemaleJobsParam = (typeof FEMALE_JOBS_PARAMS)[number];
export type FemaleJobsFilters = Partial<Record<FemaleJobsParam, QueryValue>>;
export type FemaleJobsQuery = Partial<Record<FemaleJobsParam, string>>;

/**
 * The query of `GET job/female-jobs` from the "jobs for her" filters: every value as a string (lists
 * comma-joined, empty items dropped), in the call's parameter order. Empty values (`undefined`, `null`, `''`, empty lists)
 * are left out, and so is `functionalArea` when it is `"0"` (or `0`), which means "any".
 */
export function femaleJobsQuery(filters: FemaleJobsFilters): FemaleJobsQuery {
  const query: FemaleJobsQuery = {};
  for (const key of FEMALE_JOBS_PARAMS) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    const text =
      typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : value.filter((item) => String(item).trim() !== '').join(',');
    if (text.trim() === '') continue;
    if (key === 'functionalArea' && text.trim() === '0') continue;
    query[key] = text;
  }
  return query;
}

/** The posting-age filter (product.md section 9): `days` is the age limit, `null` for any age. */
/**
 * The salary filter (`salary`): bands of the yearly pay in lakhs of rupees, `max` excluded (`null`: no
 * ceiling). A job is in every band its pay range meets; a job that hides its pay is in none.
 */
export const SALARY_BANDS: readonly {
  readonly value: string;
  readonly label: string;
  readonly min: number;
  readonly max: number | null;
}[] = [
  { value: '0-3', label: 'Up to 3 lakhs', min: 0, max: 3 },
  { value: '3-6', label: '3-6 lakhs', min: 3, max: 6 },
  { value: '6-10', label: '6-10 lakhs', min: 6, max: 10 },
  { value: '10-15', label: '10-15 lakhs', min: 10, max: 15 },
  { value: '15-25', label: '15-25 lakhs', min: 15, max: 25 },
  { value: '25+', label: '25 lakhs and more', min: 25, max: null },
];

/** The work-mode filter (`mode`): at the office, or from home (the job's `workFromHome`). */
export const WORK_MODES: readonly { readonly value: 'office' | 'remote'; readonly label: string }[] = [
  { value: 'office', label: 'In the office' },
  { value: 'remote', label: 'Work from home' },
];

export const POSTING_AGE_OPTIONS: readonly {
  readonly value: string;
  readonly label: string;
  readonly days: number | null;
}[] = [
  { value: 'any', label: 'Posting', days: null },
  { value: '3d', label: 'Under 3 days', days: 3 },
  { value: '1w', label: '1 week', days: 7 },
  { value: '2w', label: '2 weeks', days: 14 },
  { value: '1m', label: '1 month', days: 30 },
  { value: '3m', label: '3 months', days: 90 },
];
