import { jobPath, listingPath, VERTICALS } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './sitemap.ts';

const site = setupTestSite();

async function locsOf(name: string) {
  const result = await site.browser().load(loader, `/sitemaps/${name}`, { params: { name } });
  expect(result.status).toBe(200);
  expect(result.response.headers.get('content-type')).toMatch(/^application\/xml/);
  const body = await result.response.text();
  expect(body).toContain('<urlset');
  return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
}

describe('sitemaps (/sitemaps/{name}.xml)', () => {
  it('lists every category listing of the vertical', async () => {
    const locs = await locsOf('categories.xml');
    expect(locs).toEqual(
      expect.arrayContaining(
        VERTICALS[site.vertical].categories.map((c) => site.origin + listingPath('c', c.slug)),
      ),
    );
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^${site.origin}/c/[a-z0-9-]+-jobs$`));
  });

  it('lists tag listings and the SEO city pages', async () => {
    const tags = await locsOf('tags.xml');
    expect(tags.length).toBeGreaterThan(0);
    for (const loc of tags) expect(loc.startsWith(`${site.origin}/k/`)).toBe(true);
    const cities = await locsOf('cities.xml');
    expect(cities).toContain(`${site.origin}/jobs-in-mumbai`);
  });

  it('lists every live job, and no expired one', async () => {
    const locs = await locsOf('jobs.xml');
    const api = site.browser().client();
    const live = [];
    for (let page = 0; ; page++) {
      const answer = await api.job.jobfeed({ page });
      live.push(...answer.jobs);
      if (!answer.hasMore) break;
    }
    expect(locs.sort()).toEqual(live.map((j) => site.origin + jobPath(j)).sort());
  });

  it('answers 404 for a sitemap it does not have', async () => {
    const result = await site
      .browser()
      .load(loader, '/sitemaps/companies.xml', { params: { name: 'companies.xml' } });
    expect(result.status).toBe(404);
  });
});
