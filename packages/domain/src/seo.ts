import { LISTING_PAGE_SIZE } from './constants.ts';
import { formatQuery, parseQuery } from './query.ts';

export interface ListingSeoInput {
  /** Number of jobs in the whole listing. */
  totalJobs: number;
  /** 0-based page index; negative or non-finite means 0, fractions are floored. */
  page: number;
  /** The title of the listing's first page. */
  title: string;
  /** The listing path (`/c/banking-finance-jobs`), possibly with a query of its own. */
  path: string;
  /** Optional: the address of a 0-based page, for listings whose pages are not `?page=` (e.g. search). */
  pageUrl?: ((page: number) => string) | undefined;
}

export interface ListingSeo {
  title: string;
  prev?: string;
  next?: string;
}

/**
 * The address of a 0-based page of a listing path: the first page is the bare path (its canonical
 * address); later pages add `?page={n}` with n 1-based, as in the title's `Page-{n}` and the search
 * route's `-p{n}` (`/c/banking-finance-jobs?page=2` is the second page). Other query parameters of the
 * path are kept.
 */
export function listingPageUrl(path: string, page: number): string {
  const hashAt = path.indexOf('#');
  const withoutHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = parseQuery(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1)).filter(
    ([key]) => key !== 'page',
  );
  if (page > 0) params.push(['page', String(page + 1)]);
  const query = formatQuery(params);
  return query === '' ? base : `${base}?${query}`;
}

/**
 * Title and prev/next links of a listing page (product.md section 9):
 * - pages after the first get ` Page-{n}` (n = page + 1) appended to the title;
 * - with `LISTING_PAGE_SIZE` (20) or fewer jobs there is no prev and no next;
 * - prev is absent on the first page, next is absent on the last page (and beyond it).
 * Links are built by `pageUrl` when given, else by `listingPageUrl(path, page)`.
 */
export function listingSeo({ totalJobs, page, title, path, pageUrl }: ListingSeoInput): ListingSeo {
  const index = Number.isFinite(page) && page > 0 ? Math.floor(page) : 0;
  const seo: ListingSeo = { title: index > 0 ? `${title} Page-${index + 1}` : title };
  if (!(totalJobs > LISTING_PAGE_SIZE)) return seo;
  const pageCount = Math.ceil(totalJobs / LISTING_PAGE_SIZE);
  const url = pageUrl ?? ((p: number) => listingPageUrl(path, p));
  if (index > 0) seo.prev = url(Math.min(index, pageCount) - 1);
  if (index + 1 < pageCount) seo.next = url(index + 1);
  return seo;
}
