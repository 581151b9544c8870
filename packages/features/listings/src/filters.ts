import {
  EXPERIENCE_OPTIONS,
  POSTING_AGE_OPTIONS,
  SALARY_BANDS,
  sortLabel,
  WORK_MODES,
} from '@jobsite/domain';
import { facetParamsOf } from '@jobsite/domain/calls';

/** The filters of a listing, read from and written to its address (so a filtered page can be shared). */
export interface ListingFilters {
  locIds?: number | undefined;
  exp?: number | undefined;
  postingAge?: string | undefined;
  sort?: 'date' | 'relevance' | undefined;
  /** Salary band (`SALARY_BANDS`' value). */
  salary?: string | undefined;
  mode?: 'office' | 'remote' | undefined;
  /** A company's id. */
  company?: number | undefined;
}

export interface CityOption {
  id: number;
  name: string;
}

export interface Chip {
  label: string;
  /** The address without this filter. */
  href: string;
}

function intParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value.split(',')[0] ?? '')) return undefined;
  const n = Number(value.split(',')[0]);
  return n >= min && n <= max ? n : undefined;
}

/** Reads the filters from an address query; values that make no sense are ignored, not errors. */
export function readFilters(params: URLSearchParams, postingAgeParam: 'postingAge' | 'range' = 'postingAge') {
  const filters: ListingFilters = {};
  const locIds = intParam(params.get('locIds'), 1, 2_147_483_647);
  if (locIds !== undefined) filters.locIds = locIds;
  const exp = intParam(params.get('exp'), 2, 9);
  if (exp !== undefined) filters.exp = exp;
  const age = params.get(postingAgeParam);
  if (age && age !== 'any' && POSTING_AGE_OPTIONS.some((o) => o.value === age)) filters.postingAge = age;
  const sort = params.get('sort');
  if (sort === 'date' || sort === 'relevance') filters.sort = sort;
  Object.assign(filters, facetParamsOf(params));
  return filters;
}

/** The 0-based page of `?page=n` (n is 1-based as people count); 0 when absent or wrong. */
export function readPage(params: URLSearchParams): number {
  const n = intParam(params.get('page'), 1, 500);
  return n === undefined ? 0 : n - 1;
}

/** The query of a set of filters in a fixed order (page left out: a new filter starts at page 1). */
export function filtersQuery(
  filters: ListingFilters,
  postingAgeParam: 'postingAge' | 'range' = 'postingAge',
) {
  const q = new URLSearchParams();
  if (filters.locIds !== undefined) q.set('locIds', String(filters.locIds));
  if (filters.exp !== undefined) q.set('exp', String(filters.exp));
  if (filters.postingAge !== undefined) q.set(postingAgeParam, filters.postingAge);
  if (filters.sort !== undefined) q.set('sort', filters.sort);
  if (filters.salary !== undefined) q.set('salary', filters.salary);
  if (filters.mode !== undefined) q.set('mode', filters.mode);
  if (filters.company !== undefined) q.set('company', String(filters.company));
  return q.toString();
}

/** The address with this query after its own (a search of the words as typed has `?asTyped=1`). */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Query parameters that are not filters (e.g. `redirectedFromExpiredJD`) are dropped by filter changes. */
export function hasFilters(filters: ListingFilters): boolean {
  return Object.values(filters).some((v) => v !== undefined);
}

/** The applied filters as removable chips, each linking to the address without it. */
export function filterChips(
  path: string,
  filters: ListingFilters,
  cities: readonly CityOption[],
  postingAgeParam: 'postingAge' | 'range' = 'postingAge',
  /** Names of companies by id (the company facet's options). */
  companies: readonly CityOption[] = [],
): Chip[] {
  const chips: Chip[] = [];
  const without = (key: keyof ListingFilters) =>
    withQuery(path, filtersQuery({ ...filters, [key]: undefined }, postingAgeParam));
  if (filters.locIds !== undefined) {
    const city = cities.find((c) => c.id === filters.locIds);
    chips.push({ label: city?.name ?? `City ${filters.locIds}`, href: without('locIds') });
  }
  if (filters.exp !== undefined) {
    const opt = EXPERIENCE_OPTIONS.find((o) => o.filterId === filters.exp);
    chips.push({ label: `Experience: ${opt?.label ?? filters.exp}`, href: without('exp') });
  }
  if (filters.postingAge !== undefined) {
    const opt = POSTING_AGE_OPTIONS.find((o) => o.value === filters.postingAge);
    chips.push({ label: `Posted: ${opt?.label ?? filters.postingAge}`, href: without('postingAge') });
  }
  if (filters.salary !== undefined) {
    const band = SALARY_BANDS.find((b) => b.value === filters.salary);
    chips.push({ label: `Salary: ${band?.label ?? filters.salary}`, href: without('salary') });
  }
  if (filters.mode !== undefined) {
    const mode = WORK_MODES.find((m) => m.value === filters.mode);
    chips.push({ label: mode?.label ?? filters.mode, href: without('mode') });
  }
  if (filters.company !== undefined) {
    const company = companies.find((c) => c.id === filters.company);
    chips.push({ label: `Company: ${company?.name ?? filters.company}`, href: without('company') });
  }
  if (filters.sort !== undefined) {
    chips.push({ label: `Sort: ${sortLabel(filters.sort)}`, href: without('sort') });
  }
  return chips;
}
