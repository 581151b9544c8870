import { jobPath, listingPath } from '@jobsite/domain';
import { apiFor, originOf, siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';
import { SITEMAPS, type SitemapName, type SitemapUrl, urlset, xml } from '../sitemap.ts';

/** Pages of the newest jobs listed in the job sitemap (20 a page: the 1,000 newest live jobs). */
const JOB_PAGES = 50;

/** `/sitemaps/{categories|tags|cities|jobs}.xml`. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const name = (params.name ?? '').replace(/\.xml$/, '') as SitemapName;
  if (!SITEMAPS.includes(name))
    return xml('<?xml version="1.0" encoding="UTF-8"?><error>Not found</error>', 404);
  const origin = originOf(site, request);
  const api = apiFor(site, request);
  let urls: SitemapUrl[] = [];
  if (name === 'categories' || name === 'tags') {
    const cats = await api.job.sitemapCategories();
    urls =
      name === 'categories'
        ? cats.map((c) => ({ loc: origin + listingPath('c', c.slug) }))
        : cats.flatMap((c) => c.tags.map((t) => ({ loc: origin + listingPath('k', t.slug) })));
  } else if (name === 'cities') {
    const cities = await api.job.nearbyCitiesJobs();
    urls = cities.map((c) => ({ loc: `${origin}/jobs-in-${c.slug}` }));
  } else {
    for (let start = 0; start < JOB_PAGES; start += 5) {
      const pages = await Promise.all(
        Array.from({ length: 5 }, (_, i) => api.job.jobfeed({ page: start + i }).catch(() => null)),
      );
      for (const p of pages)
        for (const j of p?.jobs ?? [])
          urls.push({ loc: origin + jobPath(j), lastmod: j.postedAt.slice(0, 10) });
      if (pages.some((p) => !p?.hasMore)) break;
    }
  }
  return xml(urlset(urls));
}
