import { originOf, publicCache, siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';

/** `robots.txt`: everything public may be crawled; the sitemap index says where the pages are. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = originOf(context.get(siteContext), request);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /search-suggest',
    'Disallow: /login',
    'Disallow: /register',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': publicCache(3600) },
  });
}
