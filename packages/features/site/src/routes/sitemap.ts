import { jobPath, listingPath } from '@jobsite/domain';
import { flaggedSections, STATIC_PAGES } from '@jobsite/shell/brand';
import { apiFor, originOf, type Site, siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';
import { SITEMAPS, type SitemapName, type SitemapUrl, urlset, xml } from '../sitemap.ts';

/** Pages of the newest jobs listed in the job sitemap (20 a page: the 1,000 newest live jobs). */
const JOB_PAGES = 50;

/** Courses a page of `courses-list` (its largest page) and pages read at most: a sitemap holds 50,000. */
const COURSE_PAGE_SIZE = 1000;
const COURSE_PAGES = 50;

/** The site's own pages: home, the learning section, the programmes, the app, the sitemap and the static pages. */
export const SITE_PAGES: readonly string[] = [
  '/',
  '/learning',
  '/jobs-for-her',
  '/women-at-work',
  '/talent-bridge',
  '/engineers-week',
  '/downloadapp',
  '/sitemap',
  ...Object.values(STATIC_PAGES),
];

/** The site's own pages, with the public pages of the sections the vertical's flags turn on. */
export const sitePages = (site: Pick<Site, 'vertical' | 'flags'>): string[] => [
  ...SITE_PAGES,
  ...flaggedSections(site.vertical, site.flags).flatMap((s) => s.sitemapPaths),
];

type Api = ReturnType<typeof apiFor>;

/**
 * Every published course (`courses-list` answers only those), its page's address with the day it last
 * changed, read a page of 1,000 at a time until a short page.
 */
export async function courseUrls(api: Api, origin: string): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (let page = 0; page < COURSE_PAGES; page++) {
    const answer = await api.courses.coursesList({ page, pageSize: COURSE_PAGE_SIZE });
    for (const c of answer.data) urls.push({ loc: origin + c.path, lastmod: c.updatedAt });
    if (answer.data.length < COURSE_PAGE_SIZE) break;
    if (answer.total !== undefined && urls.length >= answer.total) break;
  }
  return urls;
}

/** `/sitemaps/{categories|tags|cities|jobs|pages|courses}.xml`. */
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
  } else if (name === 'pages') {
    urls = sitePages(site).map((path) => ({ loc: origin + path }));
  } else if (name === 'courses') {
    urls = await courseUrls(api, origin);
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
