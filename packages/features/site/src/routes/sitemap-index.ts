import { originOf, siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';
import { SITEMAPS, sitemapIndex, xml } from '../sitemap.ts';

/** `/sitemap.xml`: the index of the category, tag, city, job, page and course sitemaps. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = originOf(context.get(siteContext), request);
  return xml(sitemapIndex(SITEMAPS.map((name) => `${origin}/sitemaps/${name}.xml`)));
}
