import type { LoaderFunctionArgs } from 'react-router';
import { originOf, shellSite } from '../site.ts';
import { SITEMAPS, sitemapIndex, xml } from '../sitemap.ts';

/** `/sitemap.xml`: the index of the category, tag, city and job sitemaps. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = originOf(context.get(shellSite), request);
  return xml(sitemapIndex(SITEMAPS.map((name) => `${origin}/sitemaps/${name}.xml`)));
}
