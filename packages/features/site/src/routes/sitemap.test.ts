import { jobPath, listingPath, VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader, SITE_PAGES, sitePages } from './sitemap.ts';

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

  it("lists the site's own pages, the learning section among them", async () => {
    const locs = await locsOf('pages.xml');
    expect(locs).toEqual(sitePages(site).map((p) => site.origin + p));
    expect(locs.slice(0, SITE_PAGES.length)).toEqual(SITE_PAGES.map((p) => site.origin + p));
    expect(locs).toContain(`${site.origin}/learning`);
    expect(locs).toContain(`${site.origin}/`);
  });

  it('lists every published course with the day it changed, and no unpublished one', async () => {
    const result = await site
      .browser()
      .load(loader, '/sitemaps/courses.xml', { params: { name: 'courses.xml' } });
    const body = await result.response.text();
    const entries = [...body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
      (m) => ({ loc: m[1] ?? '', lastmod: m[2] ?? '' }),
    );
    const api = site.browser().client();
    const published = [];
    for (let page = 0; ; page++) {
      const answer = await api.courses.coursesList({ page, pageSize: 50 });
      published.push(...answer.data);
      if (answer.data.length < 50) break;
    }
    expect(published.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.loc).sort()).toEqual(published.map((c) => site.origin + c.path).sort());
    for (const c of published)
      expect(entries.find((e) => e.loc === site.origin + c.path)?.lastmod).toBe(c.updatedAt);
    for (const e of entries)
      expect(e.loc).toMatch(new RegExp(`^${site.origin}/learning/course/[a-z0-9-]+-course-\\d+$`));

    // The unpublished courses an institute previews are not there.
    const { institutes } = await site
      .api()
      .internal<{ institutes: { id: number; courses: { unpublished: number } }[] }>(
        site.vertical,
        '/institutes',
      );
    const owner = institutes.find((i) => i.courses.unpublished > 0);
    if (!owner) throw new Error('the seed has no unpublished course');
    const { key } = await site
      .api()
      .internal<{ key: string }>(site.vertical, `/institutes/${owner.id}/preview-key`, {});
    const preview = (await (
      await fetch(
        `${site.apiOrigin()}${VERTICALS[site.vertical].basePath}/v2/course/unpublish?key=${encodeURIComponent(key)}`,
      )
    ).json()) as { data: { path: string }[] };
    expect(preview.data.length).toBeGreaterThan(0);
    for (const c of preview.data) expect(entries.map((e) => e.loc)).not.toContain(site.origin + c.path);
  });

  it('answers 404 for a sitemap it does not have', async () => {
    const result = await site
      .browser()
      .load(loader, '/sitemaps/companies.xml', { params: { name: 'companies.xml' } });
    expect(result.status).toBe(404);
  });
});

describe('the pages of flagged sections', () => {
  it('lists the competition pages only where the vertical turns the competition on', () => {
    const epoch = ['/epoch', '/epoch/terms', '/epoch/results'];
    const withCompetition = VERTICAL_IDS.find((id) => VERTICALS[id].flags.competition);
    const without = VERTICAL_IDS.find((id) => !VERTICALS[id].flags.competition);
    if (!withCompetition || !without) throw new Error('one vertical has the competition and one has not');
    const on = { ...VERTICALS[withCompetition].flags, competition: true };
    expect(sitePages({ vertical: withCompetition, flags: on })).toEqual([...SITE_PAGES, ...epoch]);
    // Turned off by the API's flags: no link, though the route is there.
    expect(sitePages({ vertical: withCompetition, flags: { ...on, competition: false } })).toEqual(
      SITE_PAGES,
    );
    // A vertical without competition routes: no link, whatever the API's flags say.
    expect(sitePages({ vertical: without, flags: on })).toEqual(SITE_PAGES);
  });
});
