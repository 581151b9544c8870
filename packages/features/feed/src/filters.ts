/**
 * The job feed's filters, kept in the page address: read them, show them as chips (removed by label,
 * product.md section 5) and apply the sort default rule (product.md section 4).
 */
import { defaultSort, EXPERIENCE_OPTIONS, POSTING_AGE_OPTIONS, removeChipByLabel } from '@jobsite/domain';

type Sort = 'relevance' | 'date';

export interface FeedFilters {
  exp?: number | undefined;
  postingAge?: string | undefined;
  locIds?: number | undefined;
  sort: Sort;
}

export interface Chip {
  label: string;
  /** The filter's address parameter. */
  param: 'exp' | 'postingAge' | 'locIds';
}

const intParam = (value: string | null, min: number, max: number) => {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/**
 * The filters of a feed address. The sort follows the default rule: when none is chosen it becomes
 * `date`, or `relevance` when it was `date` before (`prevSort`) and the filters were not cleared
 * (`cleared=1`).
 */
export function readFilters(params: URLSearchParams): FeedFilters {
  const exp = intParam(params.get('exp'), 1, 9);
  const age = params.get('postingAge') ?? undefined;
  const postingAge = POSTING_AGE_OPTIONS.some((o) => o.value === age && o.value !== 'any') ? age : undefined;
  const locIds = intParam(params.get('locIds'), 1, 2_147_483_647);
  const chosen = params.get('sort');
  const sort = defaultSort({
    showSort: true,
    sort: chosen === 'date' || chosen === 'relevance' ? chosen : '',
    previousSort: params.get('prevSort'),
    filtersCleared: params.get('cleared') === '1',
  }) as Sort;
  return { exp, postingAge, locIds, sort };
}

/** The chips of the active filters, in a stable order. */
export function filterChips(filters: FeedFilters, cityName: (id: number) => string | undefined): Chip[] {
  const chips: Chip[] = [];
  if (filters.exp !== undefined && filters.exp !== 1) {
    const label = EXPERIENCE_OPTIONS.find((o) => o.filterId === filters.exp)?.label;
    if (label) chips.push({ label: `Experience: ${label}`, param: 'exp' });
  }
  if (filters.postingAge) {
    const label = POSTING_AGE_OPTIONS.find((o) => o.value === filters.postingAge)?.label;
    if (label) chips.push({ label: `Posted: ${label}`, param: 'postingAge' });
  }
  if (filters.locIds !== undefined)
    chips.push({ label: `City: ${cityName(filters.locIds) ?? `#${filters.locIds}`}`, param: 'locIds' });
  return chips;
}

/** The address after removing the chip of that label (the sort is kept; a page number is not). */
export function withoutChip(params: URLSearchParams, chips: readonly Chip[], label: string): URLSearchParams {
  const kept = new Set(removeChipByLabel(chips, label).map((c) => c.param));
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === 'page' || key === 'cleared' || key === 'prevSort') continue;
    if (chips.some((c) => c.param === key) && !kept.has(key as Chip['param'])) continue;
    next.append(key, value);
  }
  return next;
}

/** The address with every filter cleared: the sort goes back to its default. */
export function clearedParams(current: FeedFilters): URLSearchParams {
  return new URLSearchParams({ prevSort: current.sort, cleared: '1' });
}

/** The query of `GET job/jobfeed` for these filters and page. */
export function feedQuery(filters: FeedFilters, page: number) {
  return {
    page: String(page),
    sort: filters.sort,
    ...(filters.exp !== undefined ? { exp: String(filters.exp) } : {}),
    ...(filters.postingAge ? { postingAge: filters.postingAge } : {}),
    ...(filters.locIds !== undefined ? { locIds: String(filters.locIds) } : {}),
  };
}
