import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ListingView } from '../ListingView.tsx';
import { feedQuery, loadListing, notFound } from '../listing.ts';
import { seoMeta } from '../seo.ts';

/** `/k/{slug}-jobs`: the jobs of one tag (keyword). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const slug = /^(.+)-jobs$/.exec(params.slug ?? '')?.[1];
  if (!slug) notFound();
  const api = apiFor(site, request);
  const tag = (await api.job.tags()).find((t) => t.key === slug);
  if (!tag) notFound();
  return loadListing(site, request, api, {
    path: `/k/${slug}-jobs`,
    heading: `${tag.name} Jobs`,
    fallbackTitle: `${tag.name} Jobs`,
    fallbackDescription: `Latest ${tag.name} jobs and openings in India on ${site.name}.`,
    fetchPage: (a, page, filters) => a.job.jobfeed({ page, tags: String(tag.id), ...feedQuery(filters) }),
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

export default function TagPage() {
  return <ListingView data={useLoaderData<typeof loader>()} />;
}
