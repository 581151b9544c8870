import { parseSearchPath, searchPath } from '@jobsite/domain';
import { seekerIdOf } from '@jobsite/shell/seeker';
import { apiFor, pageUrlOf, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from 'react-router';
import { ListingView } from '../ListingView.tsx';
import { feedQuery, loadListing, notFound } from '../listing.ts';
import { loadCompanySearch, loadCourseSearch, searchKindOf } from '../other-searches.ts';
import { CompanyResults, CourseResults } from '../SearchResults.tsx';
import { seoMeta } from '../seo.ts';

/** The words of a search slug: `data-scientist` reads `data scientist`. */
export function keywordOfSlug(slug: string): string {
  return slug.replace(/-+/g, ' ').trim();
}

/**
 * `/search/{keyword}[-p{n}].html?locIds=&exp=&range=`: job results, 20 a page; with `search=Courses`
 * (and `cat`) the courses, with `search=Companies` the companies matching the keyword.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const url = pageUrlOf(request);
  const parsed = parseSearchPath(url.pathname);
  if (!parsed) notFound();
  const keyword = keywordOfSlug(parsed.keyword);
  if (keyword === '') throw redirect('/');
  const api = apiFor(site, request);
  const title = keyword.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  const kind = searchKindOf(url);
  const search = { slug: parsed.keyword, title, page: parsed.page };
  if (kind === 'Courses') return loadCourseSearch(site, request, api, search, seekerIdOf(site));
  if (kind === 'Companies') return loadCompanySearch(site, request, api, search);
  // The page is in the path here, not in `?page=`: give the listing a `page` it can read.
  const forListing = new URL(url);
  if (parsed.page > 0) forListing.searchParams.set('page', String(parsed.page + 1));
  const pageUrl = (page: number, query: string) => {
    const q = new URLSearchParams(query);
    const path = searchPath({
      keyword: parsed.keyword,
      page,
      locIds: q.get('locIds') ?? undefined,
      exp: q.get('exp') ?? undefined,
      range: q.get('range') ?? undefined,
    });
    const sort = q.get('sort');
    return sort ? `${path}${path.includes('?') ? '&' : '?'}sort=${sort}` : path;
  };
  return loadListing(site, new Request(forListing, request), api, {
    path: searchPath({ keyword: parsed.keyword }),
    seoPath: null,
    heading: `${title} jobs`,
    fallbackTitle: `${title} Jobs`,
    fallbackDescription: `${title} jobs on ${site.name}: search by keyword, city and experience.`,
    postingAgeParam: 'range',
    pageUrl,
    fetchPage: (a, page, filters) => a.job.search({ keyword, page, ...feedQuery(filters) }),
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'courses') return <CourseResults data={data} />;
  if (data.kind === 'companies') return <CompanyResults data={data} />;
  return <ListingView data={data} />;
}
