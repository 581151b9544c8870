import { parseSearchPath, searchPath } from '@jobsite/domain';
import { apiFor, pageUrlOf, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from 'react-router';
import { ListingView } from '../ListingView.tsx';
import { feedQuery, loadListing, notFound } from '../listing.ts';
import { seoMeta } from '../seo.ts';

/** The words of a search slug: `data-scientist` reads `data scientist`. */
export function keywordOfSlug(slug: string): string {
  return slug.replace(/-+/g, ' ').trim();
}

/** `/search/{keyword}[-p{n}].html?locIds=&exp=&range=`: search results, 20 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const url = pageUrlOf(request);
  const parsed = parseSearchPath(url.pathname);
  if (!parsed) notFound();
  const keyword = keywordOfSlug(parsed.keyword);
  if (keyword === '') throw redirect('/');
  const api = apiFor(site, request);
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
  const title = keyword.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
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
  return <ListingView data={useLoaderData<typeof loader>()} />;
}
