import { toSlug } from './slug.ts';

/** `/{prefix}/{slug}-jobs`: the keyword (`k`) and category (`c`) listing route. */
export function listingPath(prefix: string, name: string): string {
  return `/${prefix}/${encodeURIComponent(toSlug(name))}-jobs`;
}

/**
 * `/j/{slug}-{id}.html`: the job-detail route. A title whose slug is empty gives `/j/{id}.html`.
 * `jobIdFromSlug(jobPath(job)) === job.id` for every non-negative safe integer id.
 */
export function jobPath(job: { title: string; id: number }): string {
  const slug = encodeURIComponent(toSlug(job.title));
  return slug === '' ? `/j/${job.id}.html` : `/j/${slug}-${job.id}.html`;
}

/**
 * The job id of a job slug or path: the trailing number before `.html`, with or without a leading
 * path (a query or hash after `.html` is ignored). `null` when there is none or it is not a safe integer.
 */
export function jobIdFromSlug(slug: string): number | null {
  // A scan back from `.html` rather than a regular expression: `/(\d+)\.html$/` retries at every digit
  // of a long digit run, which is quadratic on addresses a visitor controls.
  const path = slug.replace(/[?#].*$/s, '');
  if (!path.endsWith('.html')) return null;
  const end = path.length - '.html'.length;
  let start = end;
  while (start > 0 && isDigit(path.charCodeAt(start - 1))) start--;
  if (start === end) return null;
  const id = Number(path.slice(start, end));
  return Number.isSafeInteger(id) ? id : null;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

export type SearchKind = 'Courses' | 'Companies';

export interface SearchPathInput {
  keyword: string;
  /** 0-based page index; missing, negative or non-finite means 0, fractions are floored. */
  page?: number | undefined;
  locIds?: readonly (number | string)[] | string | undefined;
  exp?: number | string | undefined;
  range?: number | string | undefined;
  search?: SearchKind | undefined;
  cat?: number | string | undefined;
}

function normalisePage(page: number | undefined): number {
  return page !== undefined && Number.isFinite(page) && page > 0 ? Math.floor(page) : 0;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** A slug that itself ends like a page marker (`java-p5`) needs an explicit `-p{page+1}`. */
const PAGE_MARKER = /-p\d+$/;

/**
 * The search result route: `/search/{slug}.html` for page 0, `/search/{slug}-p{page+1}.html` for
 * page n > 0, then the query `locIds` (comma-joined), `exp`, `range`, `search`, `cat` in that order,
 * empty ones left out.
 *
 * When the slug itself ends in `-p{digits}`, page 0 is written `-p1` so the path reads back unambiguously
 * (`-p1` is the spec's `-p{page+1}` for page 0).
 */
export function searchPath(input: SearchPathInput): string {
  const slug = toSlug(input.keyword);
  const page = normalisePage(input.page);
  const suffix = page > 0 || PAGE_MARKER.test(slug) ? `-p${page + 1}` : '';
  const query: string[] = [];
  const { locIds } = input;
  if (!isEmpty(locIds)) {
    const ids = typeof locIds === 'string' ? [locIds] : (locIds ?? []);
    query.push(`locIds=${ids.map((id) => encodeURIComponent(String(id))).join(',')}`);
  }
  for (const key of ['exp', 'range', 'search', 'cat'] as const) {
    const value = input[key];
    if (!isEmpty(value)) query.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  const path = `/search/${encodeURIComponent(slug)}${suffix}.html`;
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/**
 * Reads a search route back: `{ keyword, page }` where `keyword` is the (decoded) slug and `page` the
 * 0-based index; `null` if the path is not a search route. A query or hash is ignored.
 */
/** Longest search address read back (a 200-character keyword, fully percent-encoded, plus the rest). */
const MAX_SEARCH_PATH = 2048;

export function parseSearchPath(pathname: string): { keyword: string; page: number } | null {
  const path = pathname.replace(/[?#].*$/s, '');
  // Keywords are short; a longer address is not a search route, and bounding it bounds the regex's work.
  if (path.length > MAX_SEARCH_PATH) return null;
  const match = /\/search\/(.*?)(?:-p(\d+))?\.html$/s.exec(path);
  if (!match) return null;
  const raw = match[1] ?? '';
  if (raw.includes('/')) return null;
  let keyword: string;
  try {
    keyword = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (match[2] === undefined) return { keyword, page: 0 };
  const n = Number(match[2]);
  if (!Number.isSafeInteger(n) || n < 1) return null;
  return { keyword, page: n - 1 };
}

/** The words of a search slug: `data-scientist` reads `data scientist`. */
export function keywordOfSlug(slug: string): string {
  return slug.replace(/-+/g, ' ').trim();
}

/** The words a search page searched (its address read back), or undefined on any other page. */
export function searchedWordsOf(pathname: string): string | undefined {
  const parsed = parseSearchPath(pathname);
  return parsed ? keywordOfSlug(parsed.keyword) || undefined : undefined;
}

export type PageKind =
  | 'category'
  | 'keyword'
  | 'search'
  | 'similarJobs'
  | 'savedJobs'
  | 'appliedJobs'
  | 'notifications'
  | 'home'
  | 'jobfeed';

const PAGE_FRAGMENTS: readonly (readonly [string, PageKind])[] = [
  ['/c/', 'category'],
  ['/k/', 'keyword'],
  ['/search/', 'search'],
  ['/similar_jobs.php', 'similarJobs'],
  ['/saved-jobs', 'savedJobs'],
  ['/applied-jobs', 'appliedJobs'],
  ['/allnotification', 'notifications'],
  ['/login', 'home'],
];

/**
 * The kind of page an address shows, recognised by fragment (product.md section 2), first match in
 * the spec's order; anything else is the job feed. Works on a pathname or a whole address; the query
 * and hash are ignored (so `?next=/login` does not make a page `home`).
 */
export function pageKindFromPath(pathname: string): PageKind {
  const path = pathname.replace(/[?#].*$/s, '');
  for (const [fragment, kind] of PAGE_FRAGMENTS) {
    if (path.includes(fragment)) return kind;
  }
  return 'jobfeed';
}
