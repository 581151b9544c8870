import { apiFor, pageUrlOf, publicCache, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ListingView } from '../ListingView.tsx';
import { feedQuery, loadListing, notFound } from '../listing.ts';
import { seoMeta } from '../seo.ts';

/** The path prefix of a city listing: `/jobs-in-{city}`. */
export const CITY_PREFIX = '/jobs-in-';

/** `/jobs-in-{city}`: the jobs of one SEO city (the app declares one route per city). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const slug = pageUrlOf(request).pathname.slice(CITY_PREFIX.length).replace(/\/$/, '');
  const api = apiFor(site, request);
  const city = (await api.job.nearbyCitiesJobs()).find((c) => c.slug === slug);
  if (!city) notFound();
  return loadListing(site, request, api, {
    path: `${CITY_PREFIX}${slug}`,
    heading: `Jobs in ${city.name}`,
    fallbackTitle: `${site.name} Jobs in ${city.name}`,
    fallbackDescription: `Latest jobs in ${city.name} on ${site.name}.`,
    hideCity: true,
    fetchPage: (a, page, filters) => a.job.jobfeed({ page, ...feedQuery({ ...filters, locIds: city.id }) }),
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

export default function CityPage() {
  return <ListingView data={useLoaderData<typeof loader>()} />;
}
