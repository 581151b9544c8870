import { keywordOfSlug, parseSearchPath, searchPath } from '@jobsite/domain';
import { capitalised } from '@jobsite/domain/search-terms';
import { seekerIdOf } from '@jobsite/shell/seeker';
import { apiFor, pageUrlOf, publicCache, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from 'react-router';
import { ListingView } from '../ListingView.tsx';
import { feedQuery, loadListing, notFound } from '../listing.ts';
import { loadCompanySearch, loadCourseSearch, searchKindOf } from '../other-searches.ts';
import { CompanyResults, CourseResults } from '../SearchResults.tsx';
import { seoMeta } from '../seo.ts';

/** Words as a heading writes them: each with a capital first letter, unless written with capitals ("CI/CD"). */
export function headingOf(words: string): string {
  return words
    .split(' ')
    .map((w) => (/\p{Lu}/u.test(w) ? w : capitalised(w)))
    .join(' ');
}

/** `asTyped=1`: the search of the words as typed, without their spelling corrections. */
const AS_TYPED = 'asTyped';

/**
 * `/search/{keyword}[-p{n}].html?locIds=&exp=&range=` (and `sort`, `salary`, `mode`, `company`): job results, 20 a page; with `search=Courses`
 * (and `cat`) the courses, with `search=Companies` the companies matching the keyword. The API reads the
 * words of the address back (`c-plus-plus` is "C++") and corrects their slips: the page names what it
 * searched, and offers the words as typed (`asTyped=1`) or, on that search, the correction.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const url = pageUrlOf(request);
  const parsed = parseSearchPath(url.pathname);
  if (!parsed) notFound();
  const keyword = keywordOfSlug(parsed.keyword);
  if (keyword === '') throw redirect('/');
  const api = apiFor(site, request);
  const title = headingOf(keyword);
  const kind = searchKindOf(url);
  const search = { slug: parsed.keyword, title, page: parsed.page };
  if (kind === 'Courses') return loadCourseSearch(site, request, api, search, seekerIdOf(site));
  if (kind === 'Companies') return loadCompanySearch(site, request, api, search);
  const asTyped = url.searchParams.get(AS_TYPED) === '1';
  // The page is in the path here, not in `?page=`: give the listing a `page` it can read.
  const forListing = new URL(url);
  if (parsed.page > 0) forListing.searchParams.set('page', String(parsed.page + 1));
  /** The address of a search of these words, on a 0-based page, with a filter query. */
  const addressOf = (words: string, page: number, query: string, typed: boolean) => {
    const q = new URLSearchParams(query);
    const path = searchPath({
      keyword: words,
      page,
      locIds: q.get('locIds') ?? undefined,
      exp: q.get('exp') ?? undefined,
      range: q.get('range') ?? undefined,
    });
    const more = new URLSearchParams();
    // The spec's own parameters are in the path's query; the others follow, in the filters' order.
    for (const name of ['sort', 'salary', 'mode', 'company']) {
      const value = q.get(name);
      if (value) more.set(name, value);
    }
    if (typed) more.set(AS_TYPED, '1');
    return more.size > 0 ? `${path}${path.includes('?') ? '&' : '?'}${more}` : path;
  };
  const query = url.search;
  return loadListing(site, new Request(forListing, request), api, {
    path: searchPath({ keyword: parsed.keyword }),
    seoPath: null,
    postingAgeParam: 'range',
    pageUrl: (page, q) => addressOf(parsed.keyword, page, q, asTyped),
    fetchPage: (a, page, filters) =>
      a.job.search({ keyword, page, ...feedQuery(filters), ...(asTyped ? { asTyped: '1' } : {}) }),
    describe: ({ searched }) => {
      const { correction } = searched;
      const words = correction !== null && !asTyped ? correction : searched.keyword;
      const heading = headingOf(words);
      const spelling =
        correction === null
          ? null
          : asTyped
            ? {
                searched: searched.keyword,
                asTyped,
                other: { words: correction, href: addressOf(correction, 0, query, false) },
              }
            : {
                searched: correction,
                asTyped,
                other: { words: searched.keyword, href: addressOf(parsed.keyword, 0, query, true) },
              };
      return {
        heading: `${heading} jobs`,
        fallbackTitle: `${heading} Jobs`,
        fallbackDescription: `${heading} jobs on ${site.name}: search by keyword, city and experience.`,
        spelling,
        searchedWords: searched.keyword,
      };
    },
  });
}

/**
 * A search's page is public and the same for every visitor, as a listing is: browsers, a CDN and the
 * site's own copies (decision 0047) may keep it as long.
 */
export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

/** The header's search field shows the words as the search read them (`searchedWords`). */
export const handle = { searchedWords: true };

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'courses') return <CourseResults data={data} />;
  if (data.kind === 'companies') return <CompanyResults data={data} />;
  return <ListingView data={data} />;
}
