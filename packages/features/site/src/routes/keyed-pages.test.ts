import { listingPath, SEO_CITIES, VERTICALS } from '@jobsite/domain';
import { STATIC_PAGES } from '@jobsite/shell/brand';
import { setupTestSite, testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader as engineersWeek } from './engineers-week.tsx';
import { loader as sitemapPage } from './sitemap-page.tsx';
import { loader as talentBridge } from './talent-bridge.tsx';
import { DIVERSITY_PREFERENCE_HREF, loader as womenAtWork } from './women-at-work.tsx';

const site = setupTestSite();
/** The same brand with no API: every call fails at once. */
const down = testSite(null);

describe('women at work (/women-at-work)', () => {
  it("shows the brand's copy and the API's counts of the jobs open to women", async () => {
    const api = site.browser().client();
    const all = await api.job.femaleJobs({ femaleFilter: '0', start: '0', end: '1' });
    const back = await api.job.femaleJobs({ femaleFilter: '2', start: '0', end: '1' });
    const page = await site.browser().data(womenAtWork, '/women-at-work');
    expect(page.copy).toEqual(site.brand.womenAtWork);
    expect(page.figures).toEqual({ all: String(all.totalJobs), backToWork: String(back.totalJobs) });
    expect(all.totalJobs).toBeGreaterThan(0);
    expect(page.seo).toEqual({
      title: `${site.brand.womenAtWork.title} | ${site.brand.name}`,
      description: site.brand.womenAtWork.description,
      canonical: `${site.origin}/women-at-work`,
      siteName: site.brand.name,
    });
    expect(DIVERSITY_PREFERENCE_HREF).toBe('/settings/privacy');
  });

  it('still answers with its copy, and no figures, when the API is down', async () => {
    const answer = await down.browser().load(womenAtWork, '/women-at-work');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ copy: down.brand.womenAtWork, figures: null });
  });
});

describe('talent bridge (/talent-bridge)', () => {
  it('lists the back-to-work jobs open now and leads a visitor to register', async () => {
    const back = await site.browser().client().job.femaleJobs({ femaleFilter: '2', start: '0', end: '6' });
    const page = await site.browser().data(talentBridge, '/talent-bridge');
    expect(back.jobs.length).toBeGreaterThan(0);
    expect(page.jobs.failed).toBe(false);
    expect(page.jobs.cards.map((c) => c.id)).toEqual(back.jobs.map((j) => String(j.id)));
    expect(page.jobs.total).toBe(String(back.totalJobs));
    expect(page.next).toEqual({ label: 'Register for free', href: '/register' });
    expect(page.seo.canonical).toBe(`${site.origin}/talent-bridge`);
  });

  it('leads a signed-in seeker to their profile', async () => {
    const seeker = await site.signUp();
    const page = await seeker.data(talentBridge, '/talent-bridge');
    expect(page.next.href).toBe('/myprofile');
  });

  it('says the jobs could not be loaded when the API is down', async () => {
    const page = await down.browser().data(talentBridge, '/talent-bridge');
    expect(page.jobs).toEqual({ cards: [], total: '0', failed: true });
    expect(page.copy).toEqual(down.brand.talentBridge);
  });
});

describe('engineers week (/engineers-week)', () => {
  it("shows the brand's dates and the newest jobs of its category, leading to that category", async () => {
    const api = site.browser().client();
    const slug = site.brand.engineersWeek.categorySlug;
    const category = (await api.job.mainTags()).find((c) => c.slug === slug);
    if (!category) throw new Error(`the API has no category ${slug}`);
    const feed = await api.job.jobfeed({ page: 0, categoryId: category.id });
    const page = await site.browser().data(engineersWeek, '/engineers-week');
    expect(page.dates).toEqual({ starts: '2027-03-15', ends: '2027-03-19', text: '15–19 March 2027' });
    expect(page.jobs.cards.map((c) => c.id)).toEqual(feed.jobs.slice(0, 6).map((j) => String(j.id)));
    expect(page.jobs.cards.length).toBeGreaterThan(0);
    expect(page.categoryHref).toBe(listingPath('c', slug));
    expect(page.categoryName).toBe(category.name);
    expect(page.seo.canonical).toBe(`${site.origin}/engineers-week`);
  });

  it('keeps its copy and dates when the API is down', async () => {
    const page = await down.browser().data(engineersWeek, '/engineers-week');
    expect(page.jobs.failed).toBe(true);
    expect(page.categoryHref).toBe(listingPath('c', down.brand.engineersWeek.categorySlug));
    expect(page.dates.text).toBe('15–19 March 2027');
  });
});

describe('the HTML sitemap (/sitemap)', () => {
  it('groups every public section: categories from the API, the SEO cities, programmes, account, static pages', async () => {
    const categories = await site.browser().client().job.mainTags();
    const page = await site.browser().data(sitemapPage, '/sitemap');
    const group = (id: string) => page.groups.find((g) => g.id === id);
    const hrefs = page.groups.flatMap((g) => g.links.map((l) => l.href));
    expect(group('sitemap-categories')?.links.map((l) => l.href)).toEqual(
      categories.map((c) => listingPath('c', c.slug)),
    );
    expect(categories.length).toBe(VERTICALS[site.vertical].categories.length);
    expect(group('sitemap-cities')?.links.map((l) => l.href)).toEqual(
      SEO_CITIES.map((c) => `/jobs-in-${c.slug}`),
    );
    for (const path of [
      '/',
      '/jobs-for-her',
      '/women-at-work',
      '/talent-bridge',
      '/engineers-week',
      '/learning',
      '/downloadapp',
      '/login',
      '/register',
      ...Object.values(STATIC_PAGES),
    ])
      expect(hrefs).toContain(path);
    // The college competition where the vertical turns it on (the test site's flags are its defaults).
    expect(hrefs.includes('/epoch')).toBe(VERTICALS[site.vertical].flags.competition);
    expect(new Set(page.groups.map((g) => g.id)).size).toBe(page.groups.length);
    expect(page.groups.every((g) => g.notice === null)).toBe(true);
    expect(page.seo.canonical).toBe(`${site.origin}/sitemap`);
  });

  it('says the categories could not be loaded when the API is down, and lists the rest', async () => {
    const page = await down.browser().data(sitemapPage, '/sitemap');
    const categories = page.groups.find((g) => g.id === 'sitemap-categories');
    expect(categories?.links).toEqual([]);
    expect(categories?.notice).toMatch(/could not be loaded/);
    expect(page.groups.find((g) => g.id === 'sitemap-cities')?.links).toHaveLength(SEO_CITIES.length);
  });
});
