import { setupTestSite, testSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './jobs-for-her.tsx';

/** Enough jobs that the women-friendly ones fill more than one page. */
const site = setupTestSite({ api: { seedJobsPerVertical: 500 } });

describe('jobs for her (/jobs-for-her)', () => {
  let all: number;
  let backToWork: number;

  beforeAll(async () => {
    const api = site.browser().client();
    all = (await api.job.femaleJobs({ femaleFilter: '0', start: '0', end: '1' })).totalJobs;
    backToWork = (await api.job.femaleJobs({ femaleFilter: '2', start: '0', end: '1' })).totalJobs;
  });

  it('lists the jobs open to women, each marked, with a canonical first page and its Open Graph', async () => {
    const page = await site.browser().data(loader, '/jobs-for-her');
    expect(all).toBeGreaterThan(0);
    expect(page.total).toBe(all);
    expect(page.failed).toBe(false);
    expect(page.jobs.length).toBe(Math.min(20, all));
    for (const j of page.jobs) expect(j.womenFriendly || j.backToWork).toBe(true);
    expect(page.heading).toBe('Jobs for her');
    expect(page.seo.canonical).toBe(`${site.origin}/jobs-for-her`);
    expect(page.seo.title).toBe(`Jobs for her | ${site.brand.name}`);
    expect(page.seo.noindex).toBe(false);
    expect(page.pageHrefs[0]).toBe('/jobs-for-her');
  });

  it('narrows to the jobs for women back after a break', async () => {
    const page = await site.browser().data(loader, '/jobs-for-her?type=back-to-work');
    expect(backToWork).toBeGreaterThan(0);
    expect(backToWork).toBeLessThan(all);
    expect(page.total).toBe(backToWork);
    expect(page.jobs.length).toBeGreaterThan(0);
    for (const j of page.jobs) expect(j.backToWork).toBe(true);
    expect(page.heading).toBe('Back-to-work jobs for women');
    expect(page.seo.canonical).toBe(`${site.origin}/jobs-for-her?type=back-to-work`);
  });

  it('filters by experience, keeps a narrowed list out of the index, and pages with real links', async () => {
    const page = await site.browser().data(loader, '/jobs-for-her?exp=4');
    expect(page.filters).toEqual({ type: 'all', exp: 4 });
    for (const j of page.jobs) {
      expect(j.card.experience?.max ?? 0).toBeGreaterThanOrEqual(4);
      expect(j.card.experience?.min ?? 99).toBeLessThanOrEqual(6);
    }
    expect(page.total).toBeLessThanOrEqual(all);
    expect(page.seo.noindex).toBe(true);
    expect(page.seo.canonical).toBe(`${site.origin}/jobs-for-her`);
  });

  it('serves 20 jobs a page, each page at its own address with prev and next', async () => {
    expect(all).toBeGreaterThan(20);
    const first = await site.browser().data(loader, '/jobs-for-her');
    expect(first.pageHrefs).toHaveLength(Math.ceil(all / 20));
    expect(first.pageHrefs[1]).toBe('/jobs-for-her?page=2');
    expect(first.seo.next).toBe(`${site.origin}/jobs-for-her?page=2`);
    const second = await site.browser().data(loader, '/jobs-for-her?page=2');
    expect(second.page).toBe(1);
    expect(second.jobs.length).toBe(Math.min(20, all - 20));
    expect(second.seo.title).toContain('Page-2');
    expect(second.seo.canonical).toBe(`${site.origin}/jobs-for-her?page=2`);
    expect(second.seo.prev).toBe(`${site.origin}/jobs-for-her`);
    const firstIds = new Set(first.jobs.map((j) => j.card.id));
    expect(second.jobs.some((j) => firstIds.has(j.card.id))).toBe(false);
  });

  it('filters by category and city, offering both as choices from the API', async () => {
    const first = await site.browser().data(loader, '/jobs-for-her');
    expect(first.categories.length).toBeGreaterThan(0);
    expect(first.cities.length).toBeGreaterThan(0);
    const category = first.categories[0];
    if (!category) throw new Error('no category');
    const page = await site.browser().data(loader, `/jobs-for-her?categoryId=${category.id}`);
    expect(page.filters.categoryId).toBe(category.id);
    expect(page.total).toBeLessThanOrEqual(all);
    const none = await site.browser().data(loader, '/jobs-for-her?categoryId=2147483000');
    expect(none.jobs).toEqual([]);
    expect(none.wider).toEqual({ label: 'Clear the filters', href: '/jobs-for-her' });
    expect(none.seo.noindex).toBe(true);
  });

  it('sends an address with empty or default fields to its one address', async () => {
    const answer = await site
      .browser()
      .load(loader, '/jobs-for-her?type=all&locIds=&exp=&categoryId=&page=1');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/jobs-for-her');
    const kept = await site.browser().load(loader, '/jobs-for-her?type=back-to-work&exp=&categoryId=');
    expect(kept.location).toBe('/jobs-for-her?type=back-to-work');
  });
});

describe('jobs for her without the API', () => {
  it('answers 503 with a page that says so, keeping its heading and filters', async () => {
    const down = testSite(null);
    const answer = await down.browser().load(loader, '/jobs-for-her?type=back-to-work');
    expect(answer.status).toBe(503);
    expect(answer.response.headers.get('Retry-After')).toBe('30');
    expect(answer.data).toMatchObject({
      failed: true,
      heading: 'Back-to-work jobs for women',
      jobs: [],
      filters: { type: 'back-to-work' },
    });
  });
});
