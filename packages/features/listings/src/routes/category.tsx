import { categoryListName } from '@jobsite/domain';
import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ListingView } from '../ListingView.tsx';
import { feedQuery, loadListing, notFound } from '../listing.ts';
import { seoMeta } from '../seo.ts';

/** `/c/{slug}-jobs`: the jobs of one category. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const slug = /^(.+)-jobs$/.exec(params.slug ?? '')?.[1];
  if (!slug) notFound();
  const api = apiFor(site, request);
  const category = (await api.job.mainTags()).find((c) => c.slug === slug);
  if (!category) notFound();
  const name = categoryListName(site.vertical, category);
  return loadListing(site, request, api, {
    path: `/c/${slug}-jobs`,
    heading: `${name} Jobs`,
    fallbackTitle: `${name} Jobs in India`,
    fallbackDescription: `Browse the latest ${name} jobs from top employers on ${site.name}.`,
    fetchPage: (a, page, filters) => a.job.jobfeed({ page, categoryId: category.id, ...feedQuery(filters) }),
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

export default function CategoryPage() {
  return <ListingView data={useLoaderData<typeof loader>()} />;
}
