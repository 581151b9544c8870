/**
 * The course and company searches of the search route (product.md section 2: "Course and company
 * searches add search=Courses or search=Companies plus cat"): the same `/search/{keyword}.html` address,
 * the same 20-a-page pagination as job results, each with its own heading, title and canonical address.
 * Both are kept out of the index: they repeat what the learning section and the company pages say.
 */
import { isApiClientError } from '@jobsite/api-client';
import { listingSeo, type SearchKind, searchPath, siteLogo } from '@jobsite/domain';
import type { CourseSummary } from '@jobsite/domain/answers';
import { COURSE_PAGE_SIZE } from '@jobsite/domain/calls';
import { originOf, pageUrlOf, type Site } from '@jobsite/shell/site';
import type { Api } from './listing.ts';
import type { PageSeo } from './seo.ts';

/** Where an empty course search sends people. */
export const LEARNING_PATH = '/learning';

/** Pages of results a search links to at most. */
const MAX_PAGE_LINKS = 50;

interface SearchOf {
  /** The keyword's slug as the address has it (`data-science`). */
  slug: string;
  /** Its words in title case (`Data Science`), for headings and titles. */
  title: string;
  /** The 0-based page from the address (`-p2` is page 1). */
  page: number;
}

export interface CourseSearchData {
  kind: 'courses';
  heading: string;
  seo: PageSeo;
  courses: CourseSummary[];
  total: number;
  page: number;
  /** The course category the search is limited to (`cat`), if any. */
  cat: number | null;
  /** The categories to limit it to, for the filter (empty when their call fails). */
  categories: { id: number; name: string }[];
  /** The search's first page without `search` and `cat`: where the filter form goes. */
  formAction: string;
  /** Address of each 1-based page, for the pagination links. */
  pageHrefs: string[];
  learningHref: string;
}

interface CompanyResult {
  id: number;
  name: string;
  /** Its logo, a site address; absent: its initials show. */
  logo?: string;
  href: string;
  jobs: number;
}

export interface CompanySearchData {
  kind: 'companies';
  heading: string;
  seo: PageSeo;
  companies: CompanyResult[];
  page: number;
  hasMore: boolean;
  /** Address of each 1-based page up to the next one (the company search says whether there is more, not how many). */
  pageHrefs: string[];
}

/** The `search` kind of a search address: `Courses`, `Companies`, or null for jobs. */
export function searchKindOf(url: URL): SearchKind | null {
  const kind = url.searchParams.get('search');
  return kind === 'Courses' || kind === 'Companies' ? kind : null;
}

/** The `cat` of a search address as a category id, or null when it is missing or not an id. */
export function catOf(url: URL): number | null {
  const cat = url.searchParams.get('cat') ?? '';
  if (!/^\d{1,10}$/.test(cat)) return null;
  const id = Number(cat);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The courses matching a keyword (`?search=Courses`, optionally `&cat={category id}`), 20 a page. */
export async function loadCourseSearch(
  site: Site,
  request: Request,
  api: Api,
  search: SearchOf,
  userId: number | Promise<number>,
): Promise<CourseSearchData> {
  const url = pageUrlOf(request);
  const cat = catOf(url);
  const keyword = search.title.toLowerCase();
  const query = { keyword, page: search.page, pageSize: COURSE_PAGE_SIZE, ...(cat !== null ? { cat } : {}) };
  const searchAs = (id: number) => api.courses.courseSearch({ userId: id, query });
  const [answer, categories] = await Promise.all([
    // A seeker's search marks the courses they enquired about; when their session cannot say who they
    // are (401, 403), they still get the results a visitor gets.
    Promise.resolve(userId).then((id) =>
      searchAs(id).catch((error: unknown) => {
        if (id !== 0 && isApiClientError(error) && (error.status === 401 || error.status === 403))
          return searchAs(0);
        throw error;
      }),
    ),
    api.courses
      .courseCategories()
      .then((a) => a.data.map((c) => ({ id: c.id, name: c.name })))
      .catch(() => []),
  ]);
  const pathOf = (page: number) =>
    searchPath({ keyword: search.slug, page, search: 'Courses', cat: cat ?? undefined });
  const total = Math.max(answer.total ?? 0, search.page * COURSE_PAGE_SIZE + answer.data.length);
  const origin = originOf(site, request);
  const category = categories.find((c) => c.id === cat);
  const head = listingSeo({
    totalJobs: total,
    page: search.page,
    title: `${search.title} Courses${category ? ` in ${category.name}` : ''}`,
    path: pathOf(0),
    pageUrl: (p) => origin + pathOf(p),
  });
  const pages = Math.min(Math.max(1, Math.ceil(total / COURSE_PAGE_SIZE)), MAX_PAGE_LINKS);
  return {
    kind: 'courses',
    heading: `${search.title} courses${category ? ` in ${category.name}` : ''}`,
    seo: {
      title: `${head.title} | ${site.name}`,
      description: `${search.title} courses on ${site.name}: compare institutes, fees, duration and start dates.`,
      canonical: origin + pathOf(search.page),
      prev: head.prev,
      next: head.next,
      siteName: site.name,
      noindex: true,
    },
    courses: answer.data,
    total,
    page: search.page,
    cat,
    categories,
    formAction: searchPath({ keyword: search.slug }),
    pageHrefs: Array.from({ length: pages }, (_, i) => pathOf(i)),
    learningHref: LEARNING_PATH,
  };
}

/**
 * The companies whose name matches a keyword (`?search=Companies`), 20 a page. The company search of
 * the API matches names only: it has no category, so a `cat` in the address changes nothing.
 */
export async function loadCompanySearch(
  site: Site,
  request: Request,
  api: Api,
  search: SearchOf,
): Promise<CompanySearchData> {
  const answer = await api.job.companyListSearch({ q: search.title.toLowerCase(), page: search.page });
  const pathOf = (page: number) => searchPath({ keyword: search.slug, page, search: 'Companies' });
  const origin = originOf(site, request);
  const title = `${search.title} Companies${search.page > 0 ? ` Page-${search.page + 1}` : ''}`;
  const pages = Math.min(search.page + (answer.hasMore ? 2 : 1), MAX_PAGE_LINKS);
  return {
    kind: 'companies',
    heading: `Companies matching “${search.title}”`,
    seo: {
      title: `${title} | ${site.name}`,
      description: `Companies named like ${search.title} hiring on ${site.name}, with their open jobs.`,
      canonical: origin + pathOf(search.page),
      prev: search.page > 0 ? origin + pathOf(search.page - 1) : undefined,
      next: answer.hasMore ? origin + pathOf(search.page + 1) : undefined,
      siteName: site.name,
      noindex: true,
    },
    companies: answer.companies.map((c) => {
      const logo = siteLogo(c.logo);
      return {
        id: c.id,
        name: c.name,
        ...(logo ? { logo } : {}),
        href: `/company/${c.slug}`,
        jobs: c.activeJobs,
      };
    }),
    page: search.page,
    hasMore: answer.hasMore,
    pageHrefs: Array.from({ length: pages }, (_, i) => pathOf(i)),
  };
}
