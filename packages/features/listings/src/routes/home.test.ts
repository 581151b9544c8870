import { listingPath, searchPath, VERTICALS } from '@jobsite/domain';
import { LEARNING_SLOT_TITLES } from '@jobsite/domain/calls';
import { setupTestApi, testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './home.tsx';
import { loader as searchLoader } from './search.tsx';

const api = setupTestApi();
const site = testSite(api);

describe('home page', () => {
  it('shows the latest jobs and the categories and cities of the vertical, with a canonical home', async () => {
    const page = await site.browser().data(loader, '/');
    const latest = await site.browser().client().job.jobfeed({ page: 0 });
    expect(page.latest.map((c) => c.id)).toEqual(latest.jobs.slice(0, 8).map((j) => String(j.id)));
    expect(page.categories.map((c) => c.href)).toEqual(
      VERTICALS[site.vertical].categories.map((c) => listingPath('c', c.slug)),
    );
    // Each category tile carries its live job count, the same as its listing's total.
    const first = page.categories[0];
    const client = site.browser().client();
    const entry = (await client.job.sitemapCategories()).find((c) => c.path === first?.href);
    const listed = await client.job.jobfeed({ page: 0, categoryId: entry?.id });
    expect(first?.jobs).toBeGreaterThan(0);
    expect(first?.jobs).toBe(listed.totalJobs);
    expect(page.categories.every((c) => typeof c.jobs === 'number')).toBe(true);
    // The hero's search offers the cities a listing can be filtered by.
    expect(page.searchCities.length).toBeGreaterThan(0);
    expect(page.searchPlaceholder).toBe(site.brand.searchPlaceholder);
    expect(page.cities.length).toBeGreaterThan(0);
    for (const city of page.cities) expect(city.href).toMatch(/^\/jobs-in-[a-z-]+$/);
    expect(page.seo.canonical).toBe(`${site.origin}/`);
    expect(page.seo.siteName).toBe(site.brand.name);
    expect(page.seo.title).not.toBe('');
    // The brand's WebSite, its search box's address, and its Organization.
    const [website, organization] = page.seo.jsonLd;
    expect(website).toMatchObject({ '@type': 'WebSite', name: site.brand.name, url: `${site.origin}/` });
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: site.brand.name,
      url: `${site.origin}/`,
    });
    const action = website?.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
    expect(action['query-input']).toBe('required name=search_term_string');
    expect(action.target.urlTemplate).toBe(`${site.origin}/search/{search_term_string}.html`);
  });

  it("answers its search box's address filled in as a search engine fills it, with the words as typed", async () => {
    const page = await site.browser().data(loader, '/');
    const action = page.seo.jsonLd[0]?.potentialAction as { target: { urlTemplate: string } };
    for (const words of ['manager', 'product manager']) {
      const url = new URL(
        action.target.urlTemplate.replace('{search_term_string}', encodeURIComponent(words)),
      );
      const result = await site.browser().data(searchLoader, url.pathname);
      expect(result.kind, words).toBe('listing');
      expect(result.heading.toLowerCase()).toContain(words);
    }
  });

  it('features the employers hiring most now, with their logos, not the first of the alphabet', async () => {
    const page = await site.browser().data(loader, '/');
    const hiring = await site.browser().client().job.companyList({ page: 0, sort: 'jobs' });
    expect(page.featuredEmployers.length).toBeGreaterThan(3);
    expect(page.featuredEmployers.map((e) => e.label)).toEqual(
      hiring.companies.slice(0, page.featuredEmployers.length).map((c) => c.name),
    );
    const jobs = page.featuredEmployers.map((e) => e.jobs);
    expect(jobs).toEqual([...jobs].sort((a, b) => b - a));
    const names = page.featuredEmployers.map((e) => e.label);
    expect(names).not.toEqual([...names].sort());
    for (const e of page.featuredEmployers) expect(e.logo).toMatch(/^\/logos\/[a-z0-9-]+-[0-9a-f]{10}\.svg$/);
  });

  it('links canonically to the public origin when the site has one', async () => {
    const brandSite = testSite(api, { siteUrl: 'https://jobs.example.com/' });
    const page = await brandSite.browser().data(loader, '/');
    expect(page.seo.canonical).toBe('https://jobs.example.com/');
  });

  it('marks the jobs a signed-in person saved', async () => {
    const seeker = await site.signUp();
    const latest = await seeker.client().job.jobfeed({ page: 0 });
    const saved = latest.jobs[0];
    if (!saved) throw new Error('the seed has no live job');
    await seeker.client().job.saveJob({ jobcode: String(saved.id) });
    const page = await seeker.data(loader, '/');
    expect(page.latest.find((c) => c.id === String(saved.id))?.saved).toBe(true);
    const visitor = await site.browser().data(loader, '/');
    expect(visitor.latest.find((c) => c.id === String(saved.id))?.saved).toBe(false);
  });

  it("shows the 'Learn & Grow' courses and the featured institutes, each institute a course search", async () => {
    const page = await site.browser().data(loader, '/');
    const client = site.browser().client();
    const [featured, institutes] = await Promise.all([
      client.courses.featuredCourses(),
      client.courses.featuredInstitutes(),
    ]);
    expect(featured.data.length).toBeGreaterThan(0);
    expect(page.learnAndGrow.title).toBe(featured.title || LEARNING_SLOT_TITLES.featured);
    expect(page.learnAndGrow.title).toBe('Learn & Grow');
    expect(page.learnAndGrow.courses.map((c) => c.id)).toEqual(featured.data.slice(0, 4).map((c) => c.id));
    for (const c of page.learnAndGrow.courses) expect(c.path).toMatch(/^\/learning\/course\/.+-course-\d+$/);
    expect(page.learningHref).toBe('/learning');

    expect(institutes.data.length).toBeGreaterThan(0);
    expect(page.featuredInstitutes.title).toBe(institutes.title || LEARNING_SLOT_TITLES.institutes);
    const first = institutes.data[0];
    if (!first) throw new Error('no featured institute');
    const href = searchPath({ keyword: first.slug, search: 'Courses' });
    expect(page.featuredInstitutes.items[0]).toMatchObject({ label: first.name, href });
    // The institute's link finds its courses.
    const search = await site.browser().data(searchLoader, href);
    if (search.kind !== 'courses') throw new Error(`expected a course search, got ${search.kind}`);
    expect(search.courses.length).toBeGreaterThan(0);
    expect(search.courses.map((c) => c.institute.id)).toContain(first.id);
  });
});
