import { testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './sitemap-index.ts';

describe('sitemap index (/sitemap.xml)', () => {
  it('lists the category, tag, city, job, page and course sitemaps at the site origin', async () => {
    const site = testSite(null, { siteUrl: 'https://jobs.example.com/' });
    const result = await site.browser().load(loader, '/sitemap.xml');
    expect(result.status).toBe(200);
    expect(result.response.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await result.response.text();
    expect(body).toContain('<sitemapindex');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['categories', 'tags', 'cities', 'jobs', 'pages', 'courses'].map(
        (n) => `https://jobs.example.com/sitemaps/${n}.xml`,
      ),
    );
  });
});
