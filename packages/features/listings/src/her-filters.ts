import {
  experienceFilterRange,
  type FemaleJobsQuery,
  femaleJobsQuery,
  LISTING_PAGE_SIZE,
} from '@jobsite/domain';
import { readPage, withQuery } from './filters.ts';

/** The jobs-for-her page's own address. */
export const JOBS_FOR_HER_PATH = '/jobs-for-her';

/** Which jobs for women: all of them (either flag), or those open to women back after a break. */
type HerJobsType = 'all' | 'back-to-work';

/** The filters of `/jobs-for-her`, read from and written to its address. */
export interface HerFilters {
  type: HerJobsType;
  /** City id (`joblocationIds`). */
  locIds?: number | undefined;
  /** Experience filter id 2-9 (product.md section 5); "any" is no filter. */
  exp?: number | undefined;
  /** Category id (`categoryIds`). */
  categoryId?: number | undefined;
}

const id = (value: string | null, min = 1, max = 2_147_483_647): number | undefined => {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** Reads the filters and the 0-based page from a query; values that make no sense are ignored. */
export function readHerFilters(params: URLSearchParams): { filters: HerFilters; page: number } {
  const filters: HerFilters = { type: params.get('type') === 'back-to-work' ? 'back-to-work' : 'all' };
  const locIds = id(params.get('locIds'));
  if (locIds !== undefined) filters.locIds = locIds;
  const exp = id(params.get('exp'), 2, 9);
  if (exp !== undefined) filters.exp = exp;
  const categoryId = id(params.get('categoryId'));
  if (categoryId !== undefined) filters.categoryId = categoryId;
  return { filters, page: readPage(params) };
}

/** The query of a set of filters in a fixed order, defaults left out (`all` is no `type`). */
function herQuery(filters: HerFilters): string {
  const q = new URLSearchParams();
  if (filters.type === 'back-to-work') q.set('type', 'back-to-work');
  if (filters.locIds !== undefined) q.set('locIds', String(filters.locIds));
  if (filters.exp !== undefined) q.set('exp', String(filters.exp));
  if (filters.categoryId !== undefined) q.set('categoryId', String(filters.categoryId));
  return q.toString();
}

/** The address of a 0-based page of the filters (page 1 has no `page`). */
export function herPageUrl(filters: HerFilters, page: number): string {
  const q = new URLSearchParams(herQuery(filters));
  if (page > 0) q.set('page', String(page + 1));
  return withQuery(JOBS_FOR_HER_PATH, q.toString());
}

/** Whether the filters narrow the list beyond its kind (city, experience or category). */
export const narrowed = (f: HerFilters): boolean =>
  f.locIds !== undefined || f.exp !== undefined || f.categoryId !== undefined;

/**
 * The query of `GET job/female-jobs` for a page of the filters: femaleFilter 0 (either flag) or 2
 * (back to work), the experience filter as the years it spans, and the page's rows.
 */
export function herApiQuery(
  filters: HerFilters,
  page: number,
): FemaleJobsQuery & { femaleFilter: '0' | '2' } {
  const years = filters.exp === undefined ? undefined : experienceFilterRange(filters.exp);
  const start = page * LISTING_PAGE_SIZE;
  const femaleFilter = filters.type === 'back-to-work' ? '2' : '0';
  return {
    ...femaleJobsQuery({
      minExp: years?.min,
      maxExp: years?.max,
      joblocationIds: filters.locIds,
      categoryIds: filters.categoryId,
      start,
      end: start + LISTING_PAGE_SIZE,
    }),
    femaleFilter,
  };
}
