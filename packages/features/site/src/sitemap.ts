import { publicCache } from '@jobsite/shell/site';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
}

/** A `<urlset>` sitemap. */
export function urlset(urls: readonly SitemapUrl[]): string {
  const items = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}

/** A sitemap index. */
export function sitemapIndex(locs: readonly string[]): string {
  const items = locs.map((l) => `<sitemap><loc>${escapeXml(l)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** The sitemaps of a brand: its listings, its live jobs, its own pages and the learning section's courses. */
export const SITEMAPS = ['categories', 'tags', 'cities', 'jobs', 'pages', 'courses'] as const;
export type SitemapName = (typeof SITEMAPS)[number];

export function xml(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': publicCache(3600) },
  });
}
