import { isApiClientError } from '@jobsite/api-client';
import {
  EXPERIENCE_OPTIONS,
  listingSeo,
  POSTING_AGE_OPTIONS,
  SALARY_BANDS,
  WORK_MODES,
} from '@jobsite/domain';
import type { JobFacets, JobFeedAnswer } from '@jobsite/domain/calls';
import { breadcrumbJsonLd, type JsonLd } from '@jobsite/shell/head';
import { type apiFor, originOf, pageUrlOf, type Site } from '@jobsite/shell/site';
import { type ActionableJobCardData, actionableCardFromEntry } from '@jobsite/ui/JobCard/data';
import { data } from 'react-router';
import {
  type Chip,
  type CityOption,
  filterChips,
  filtersQuery,
  hasFilters,
  type ListingFilters,
  readFilters,
  readPage,
  withQuery,
} from './filters.ts';
import type { PageSeo } from './seo.ts';
import { listingCardAlt, listingCardPath } from './share.ts';

export type Api = ReturnType<typeof apiFor>;

/** What a listing says of itself: its heading, and its title and description when SEO metadata has none. */
interface ListingWords {
  heading: string;
  fallbackTitle: string;
  fallbackDescription: string;
}

/** What a search says of its spelling: a correction it searched, or the words as typed it was asked for. */
export interface SpellingNote {
  /** The words the jobs are for: the correction ("manager"), or the words as typed ("managr"). */
  searched: string;
  asTyped: boolean;
  /** The other reading and its search: the words as typed ("Search instead for"), or the correction ("Did you mean"). */
  other: { words: string; href: string };
}

/** What a search says of its words once it has the answer: its heading's words, spelling and searched words. */
type DescribedWords = ListingWords & { spelling: SpellingNote | null; searchedWords?: string | undefined };

export type ListingSpec<A extends JobFeedAnswer = JobFeedAnswer> = ListingOptions<A> &
  (ListingWords | { describe: (answer: A) => DescribedWords });

interface ListingOptions<A extends JobFeedAnswer> {
  /** The listing's own path (its canonical first page), e.g. `/c/consulting-jobs`. */
  path: string;
  /** Path of the SEO metadata call (default `path`); `null` skips the call. */
  seoPath?: string | null;
  fetchPage: (api: Api, page: number, filters: ListingFilters) => Promise<A>;
  /** Address of a 0-based page with a query (default `?page=n`). */
  pageUrl?: (page: number, query: string) => string;
  postingAgeParam?: 'postingAge' | 'range';
  /** A city listing is already about one city: no city filter. */
  hideCity?: boolean;
  /** Company and recruiter feeds take no filters (the API has none for them). */
  noFilters?: boolean;
  /** Shown above the jobs (company about, perks...). */
  intro?: ListingIntro;
  /**
   * The real pages between the home page and this one in its breadcrumb trail (none for a listing
   * straight under the home page), each a name and a path.
   */
  parents?: readonly { name: string; path: string }[];
  /** Structured data of the page's subject (a company's `Organization`), from the site's origin. */
  jsonLd?: (origin: string) => JsonLd[];
}

export interface ListingIntro {
  /** The company's logo (a site address, `siteLogo`), shown by its about text. */
  logo?: { src: string; name: string };
  about?: string | null;
  facts?: { label: string; value: string }[];
  perks?: string[];
  benefits?: string[];
}

/** An option of a filter group: its address with the option applied (or, when selected, without it). */
export interface FacetOptionView {
  label: string;
  /** How many jobs choosing it gives; `atLeast` when counted over the newest matches only. */
  count: number;
  countText: string;
  selected: boolean;
  /** `null` when it gives no jobs: shown, not linked. */
  href: string | null;
}

/** A filter group with its options and their counts (decision 0094). */
export interface FacetGroupView {
  key: keyof ListingFilters;
  title: string;
  options: FacetOptionView[];
}

export interface ListingData {
  kind: 'listing';
  heading: string;
  seo: PageSeo;
  cards: ActionableJobCardData[];
  total: number;
  page: number;
  hasMore: boolean;
  /** The listing path with the current filters, without page: load more and pagination build on it. */
  path: string;
  /**
   * The listing's first page without filters: where "Clear all" leads, and the filter form's address (its
   * query, such as a search's `asTyped=1`, goes with the form).
   */
  base: string;
  filters: ListingFilters;
  chips: Chip[];
  cities: CityOption[];
  postingAgeParam: 'postingAge' | 'range';
  hideCity: boolean;
  noFilters: boolean;
  /** Address of each 1-based page, for the pagination links. */
  pageHrefs: string[];
  /** The next page's address (load more), or null on the last page. */
  nextHref: string | null;
  notice: string | null;
  spelling: SpellingNote | null;
  /** The words a search searched as it read them ("c++ developer"), for the header's field; `null` on other listings. */
  searchedWords: string | null;
  intro: ListingIntro | null;
  /** The filter groups with their counts; empty where the listing has no filters. */
  facets: FacetGroupView[];
}

/** How a count reads beside its option: "120 jobs", "1 job", or "10,000+ jobs" when counted in part. */
function countText(count: number, atLeast: boolean): string {
  const n = count.toLocaleString('en-IN');
  if (atLeast) return `${n}+ jobs`;
  return count === 1 ? '1 job' : `${n} jobs`;
}

/**
 * The filter groups of a listing from its answer's counts: each option links to the listing's first page
 * with the option applied in place of its group's selection (the selected one to the page without it).
 * Options that give no jobs are shown unlinked; of cities and companies, only those with jobs.
 */
function facetGroups(
  facets: JobFacets | undefined,
  filters: ListingFilters,
  hrefOf: (filters: ListingFilters) => string,
  hideCity: boolean,
): FacetGroupView[] {
  if (!facets) return [];
  const atLeast = !facets.complete;
  const group = <K extends keyof ListingFilters>(
    key: K,
    title: string,
    options: { value: ListingFilters[K]; label: string; count: number }[],
    keepEmpty: boolean,
  ): FacetGroupView => ({
    key,
    title,
    options: options
      .filter((o) => keepEmpty || o.count > 0 || filters[key] === o.value)
      .map((o) => {
        const selected = filters[key] === o.value;
        return {
          label: o.label,
          count: o.count,
          countText: countText(o.count, atLeast),
          selected,
          href: selected
            ? hrefOf({ ...filters, [key]: undefined })
            : o.count > 0
              ? hrefOf({ ...filters, [key]: o.value })
              : null,
        };
      }),
  });
  const label = <T extends { value: string }>(list: readonly T[], value: string, name: (t: T) => string) => {
    const found = list.find((o) => o.value === value);
    return found ? name(found) : value;
  };
  const groups = [
    group(
      'salary',
      'Salary',
      facets.salary.map((o) => ({
        value: o.value,
        label: label(SALARY_BANDS, o.value, (b) => b.label),
        count: o.count,
      })),
      true,
    ),
    group(
      'mode',
      'Work mode',
      facets.mode.map((o) => ({
        value: o.value as 'office' | 'remote',
        label: label(WORK_MODES, o.value, (m) => m.label),
        count: o.count,
      })),
      true,
    ),
    group(
      'company',
      'Company',
      facets.companies.map((o) => ({ value: Number(o.value), label: o.name, count: o.count })),
      false,
    ),
    ...(hideCity
      ? []
      : [
          group(
            'locIds',
            'City',
            facets.cities.map((o) => ({ value: Number(o.value), label: o.name, count: o.count })),
            false,
          ),
        ]),
    group(
      'exp',
      'Experience',
      facets.experience.map((o) => ({
        value: Number(o.value),
        label: EXPERIENCE_OPTIONS.find((e) => String(e.filterId) === o.value)?.label ?? o.value,
        count: o.count,
      })),
      true,
    ),
    group(
      'postingAge',
      'Posted',
      facets.postingAge.map((o) => ({
        value: o.value,
        label: `Within ${label(POSTING_AGE_OPTIONS, o.value, (a) => a.label).toLowerCase()}`,
        count: o.count,
      })),
      true,
    ),
  ];
  return groups.filter((g) => g.options.length > 0);
}

/** The cities a search can be narrowed to: the SEO cities and their neighbours with jobs, each once. */
export function citiesOf(cities: Awaited<ReturnType<Api['job']['nearbyCitiesJobs']>>): CityOption[] {
  // A nearby city can be near several SEO cities: list each city once.
  const byId = new Map<number, CityOption>();
  for (const c of cities) {
    for (const city of [c, ...c.nearby.filter((n) => n.jobs > 0)]) {
      if (!byId.has(city.id)) byId.set(city.id, { id: city.id, name: city.name });
    }
  }
  return [...byId.values()];
}

/** The cities a listing can be filtered by. */
async function cityOptions(api: Api): Promise<CityOption[]> {
  try {
    return citiesOf(await api.job.nearbyCitiesJobs());
  } catch {
    return [];
  }
}

export async function seoText(
  api: Api,
  path: string,
): Promise<{ title: string; description: string; h1: string | undefined } | null> {
  try {
    const m = await api.static.seoMetadata({ path });
    return { title: m.title, description: m.description, h1: m.h1 };
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) return null;
    throw error;
  }
}

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

const EXPIRED_NOTICE =
  'The job you were looking for has expired or been filled. Here are similar jobs you can apply to.';

/** Everything a listing page renders, from its address and the API. */
export async function loadListing<A extends JobFeedAnswer>(
  site: Site,
  request: Request,
  api: Api,
  spec: ListingSpec<A>,
): Promise<ListingData> {
  const url = pageUrlOf(request);
  const postingAgeParam = spec.postingAgeParam ?? 'postingAge';
  const filters = spec.noFilters ? {} : readFilters(url.searchParams, postingAgeParam);
  if (spec.hideCity) filters.locIds = undefined;
  const page = readPage(url.searchParams);
  const query = filtersQuery(filters, postingAgeParam);
  const pageUrl =
    spec.pageUrl ??
    ((p: number, q: string) => {
      const params = new URLSearchParams(q);
      if (p > 0) params.set('page', String(p + 1));
      return withQuery(spec.path, params.toString());
    });
  const [answer, cities, meta] = await Promise.all([
    spec.fetchPage(api, page, filters),
    spec.hideCity || spec.noFilters ? Promise.resolve([]) : cityOptions(api),
    spec.seoPath === null ? Promise.resolve(null) : seoText(api, spec.seoPath ?? spec.path),
  ]);
  const origin = originOf(site, request);
  const words: DescribedWords = 'describe' in spec ? spec.describe(answer) : { ...spec, spelling: null };
  const baseTitle = meta?.title ?? words.fallbackTitle;
  const head = listingSeo({
    totalJobs: answer.totalJobs,
    page,
    title: baseTitle,
    path: spec.path,
    pageUrl: (p) => origin + pageUrl(p, query),
  });
  const now = Date.now();
  const totalPages = Math.max(1, Math.ceil(answer.totalJobs / 20));
  const pageHrefs = Array.from({ length: Math.min(totalPages, 50) }, (_, i) => pageUrl(i, query));
  const filtered = hasFilters(filters);
  const heading = meta?.h1 ?? words.heading;
  const cards = answer.jobs.map((j) => actionableCardFromEntry(j, now));
  const cardPath = listingCardPath(spec.path);
  // The page shows no trail of its own: its structured trail follows the real parent pages.
  const trail = breadcrumbJsonLd([
    { name: 'Home', url: `${origin}/` },
    ...(spec.parents ?? []).map((p) => ({ name: p.name, url: origin + p.path })),
    { name: heading, url: origin + pageUrl(0, '') },
  ]);
  return {
    kind: 'listing',
    heading,
    seo: {
      title: `${head.title} | ${site.name}`,
      description: meta?.description ?? words.fallbackDescription,
      canonical: origin + pageUrl(page, ''),
      prev: head.prev,
      next: head.next,
      siteName: site.name,
      // A corrected search, or one of the words as typed, is another search's page.
      noindex: filtered || answer.jobs.length === 0 || words.spelling !== null,
      jsonLd: [...(spec.jsonLd?.(origin) ?? []), trail],
      ...(cardPath
        ? {
            image: {
              url: origin + cardPath,
              alt: listingCardAlt({ heading, total: answer.totalJobs, cards }),
            },
          }
        : {}),
    },
    cards,
    total: answer.totalJobs,
    page,
    hasMore: answer.hasMore,
    path: withQuery(pageUrl(0, ''), query),
    base: pageUrl(0, ''),
    filters,
    chips: filterChips(
      pageUrl(0, ''),
      filters,
      cities.length > 0 || !answer.facets
        ? cities
        : answer.facets.cities.map((c) => ({ id: Number(c.value), name: c.name })),
      postingAgeParam,
      (answer.facets?.companies ?? []).map((c) => ({ id: Number(c.value), name: c.name })),
    ),
    cities,
    postingAgeParam,
    hideCity: spec.hideCity ?? false,
    noFilters: spec.noFilters ?? false,
    pageHrefs,
    nextHref: answer.hasMore ? pageUrl(page + 1, query) : null,
    notice: url.searchParams.has('redirectedFromExpiredJD') ? EXPIRED_NOTICE : null,
    spelling: words.spelling,
    searchedWords: words.searchedWords ?? null,
    intro: spec.intro ?? null,
    facets: spec.noFilters
      ? []
      : facetGroups(
          answer.facets,
          filters,
          (f) => pageUrl(0, filtersQuery(f, postingAgeParam)),
          spec.hideCity ?? false,
        ),
  };
}

/** The feed query of a set of filters. */
export function feedQuery(filters: ListingFilters) {
  return {
    ...(filters.locIds !== undefined ? { locIds: String(filters.locIds) } : {}),
    ...(filters.exp !== undefined ? { exp: String(filters.exp) } : {}),
    ...(filters.postingAge !== undefined ? { postingAge: filters.postingAge } : {}),
    ...(filters.sort !== undefined ? { sort: filters.sort } : {}),
    ...(filters.salary !== undefined ? { salary: filters.salary } : {}),
    ...(filters.mode !== undefined ? { mode: filters.mode } : {}),
    ...(filters.company !== undefined ? { company: String(filters.company) } : {}),
    facets: '1' as const,
  };
}
