import { VERTICALS } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './category.tsx';

const site = setupTestSite();
/** The page's `BreadcrumbList` steps, as name and address. */
const trailOf = (seo: { jsonLd?: unknown }) =>
  (
    ([seo.jsonLd].flat() as { '@type'?: string; itemListElement?: { name: string; item: string }[] }[]).find(
      (ld) => ld?.['@type'] === 'BreadcrumbList',
    )?.itemListElement ?? []
  ).map((i) => [i.name, i.item]);

const slugParam = (path: string) => ({ params: { slug: path.slice('/c/'.length) } });

describe('category page (/c/{slug}-jobs)', () => {
  /** A category with more than one page of jobs: the seed's plus 21 posted to it. */
  let category: { id: number; name: string; slug: string };
  let total: number;

  beforeAll(async () => {
    const api = site.browser().client();
    const slug = VERTICALS[site.vertical].categories[0]?.slug;
    const found = (await api.job.mainTags()).find((c) => c.slug === slug);
    if (!found) throw new Error(`the API has no category ${slug}`);
    category = found;
    for (let i = 0; i < 21; i++)
      await site
        .api()
        .internal(site.vertical, '/jobs', { title: `Listing Analyst ${i}`, categoryId: found.id });
    total = (await api.job.jobfeed({ page: 0, categoryId: found.id })).totalJobs;
  });

  it('lists the jobs of the category, 20 a page, with its SEO and a canonical first page', async () => {
    const path = `/c/${category.slug}-jobs`;
    const page = await site.browser().data(loader, path, slugParam(path));
    expect(total).toBeGreaterThan(20);
    expect(page.total).toBe(total);
    expect(page.cards).toHaveLength(20);
    expect(page.heading).toBe(`${category.name} Jobs`);
    expect(page.seo.title.endsWith(` | ${site.brand.name}`)).toBe(true);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    expect(page.seo.prev).toBeUndefined();
    expect(page.seo.next).toBe(`${site.origin}${path}?page=2`);
    expect(page.seo.noindex).toBe(false);
    // No trail on the page: the structured one is its real parents, the home page and itself.
    expect(trailOf(page.seo)).toEqual([
      ['Home', `${site.origin}/`],
      [page.heading, `${site.origin}${path}`],
    ]);
    expect(page.nextHref).toBe(`${path}?page=2`);
    const api = site.browser().client();
    const ids = (await api.job.jobfeed({ page: 0, categoryId: category.id })).jobs.map((j) => String(j.id));
    expect(page.cards.map((c) => c.id)).toEqual(ids);
  });

  it('serves its second page at ?page=2, titled Page-2, with prev back to the first', async () => {
    const path = `/c/${category.slug}-jobs`;
    const page = await site.browser().data(loader, `${path}?page=2`, slugParam(path));
    expect(page.page).toBe(1);
    expect(page.cards.length).toBe(Math.min(20, total - 20));
    expect(page.seo.title).toContain('Page-2');
    expect(page.seo.canonical).toBe(`${site.origin}${path}?page=2`);
    expect(page.seo.prev).toBe(`${site.origin}${path}`);
  });

  it('keeps a filtered page out of the index and offers its filter as a chip', async () => {
    const path = `/c/${category.slug}-jobs`;
    const page = await site.browser().data(loader, `${path}?exp=3`, slugParam(path));
    expect(page.filters).toEqual({ exp: 3 });
    expect(page.seo.noindex).toBe(true);
    expect(page.chips).toHaveLength(1);
    expect(page.chips[0]?.href).toBe(path);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
  });

  it('offers each city of the city filter once', async () => {
    const path = `/c/${category.slug}-jobs`;
    const page = await site.browser().data(loader, path, slugParam(path));
    expect(page.cities.length).toBeGreaterThan(0);
    const ids = page.cities.map((c) => c.id);
    expect(ids).toEqual([...new Set(ids)]);
  });

  it('says why when a visitor came from an expired job', async () => {
    const path = `/c/${category.slug}-jobs`;
    const page = await site.browser().data(loader, `${path}?redirectedFromExpiredJD=1`, slugParam(path));
    expect(page.notice).toMatch(/expired or been filled/);
  });

  it('answers 404 for a category the vertical does not have, or a slug without -jobs', async () => {
    const unknown = await site.browser().load(loader, '/c/underwater-basket-weaving-jobs', {
      params: { slug: 'underwater-basket-weaving-jobs' },
    });
    expect(unknown).toMatchObject({ status: 404, thrown: true });
    const bare = await site
      .browser()
      .load(loader, `/c/${category.slug}`, { params: { slug: category.slug } });
    expect(bare).toMatchObject({ status: 404, thrown: true });
  });

  it("counts each filter option among the category's jobs, each option a link to the filtered listing", async () => {
    const path = `/c/${category.slug}-jobs`;
    const page = await site.browser().data(loader, path, slugParam(path));
    expect(page.facets.map((g) => g.title)).toEqual(
      expect.arrayContaining(['Salary', 'Work mode', 'Company', 'City', 'Experience', 'Posted']),
    );
    const mode = page.facets.find((g) => g.key === 'mode');
    const counts = mode?.options.map((o) => o.count) ?? [];
    // In the office or from home: every job is one or the other (the listing's total is capped at 1,000).
    expect(
      Math.min(
        counts.reduce((a, b) => a + b, 0),
        1000,
      ),
    ).toBe(total);
    for (const option of mode?.options ?? []) {
      if (option.href === null) continue;
      const chosen = await site.browser().data(loader, option.href, slugParam(path));
      expect(chosen.total, option.label).toBe(Math.min(option.count, 1000));
      expect(chosen.chips.map((c) => c.label)).toContain(option.label);
    }
    const city = page.facets.find((g) => g.key === 'locIds')?.options[0];
    if (!city?.href) throw new Error('no city with jobs');
    expect(city.href).toMatch(new RegExp(`^${path}\\?locIds=\\d+$`));
    const inCity = await site.browser().data(loader, city.href, slugParam(path));
    expect(inCity.total).toBe(Math.min(city.count, 1000));
  });
});
