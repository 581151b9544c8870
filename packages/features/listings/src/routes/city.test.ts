import { SEO_CITIES } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { CITY_PREFIX, loader } from './city.tsx';

const site = setupTestSite();

/** The page's `BreadcrumbList` steps, as name and address. */
const trailOf = (seo: { jsonLd?: unknown }) =>
  (
    ([seo.jsonLd].flat() as { '@type'?: string; itemListElement?: { name: string; item: string }[] }[]).find(
      (ld) => ld?.['@type'] === 'BreadcrumbList',
    )?.itemListElement ?? []
  ).map((i) => [i.name, i.item]);

describe('city page (/jobs-in-{city})', () => {
  it("lists the city's jobs, without a city filter, with its canonical address", async () => {
    const api = site.browser().client();
    const cities = await api.job.nearbyCitiesJobs();
    const city = cities.find((c) => c.jobs > 0 && SEO_CITIES.some((s) => s.slug === c.slug));
    if (!city) throw new Error('no SEO city has jobs');
    const path = `${CITY_PREFIX}${city.slug}`;
    const page = await site.browser().data(loader, path);
    expect(page.heading).toBe(`Jobs in ${city.name}`);
    expect(page.hideCity).toBe(true);
    expect(page.cities).toEqual([]);
    expect(page.total).toBeGreaterThanOrEqual(page.cards.length);
    expect(page.cards.length).toBeGreaterThan(0);
    for (const card of page.cards) expect(card.cities).toContain(city.name);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    expect(trailOf(page.seo)).toEqual([
      ['Home', `${site.origin}/`],
      [`Jobs in ${city.name}`, `${site.origin}${path}`],
    ]);
  });

  it('ignores a city filter in the address (the page is about one city)', async () => {
    const city = SEO_CITIES[0];
    const page = await site.browser().data(loader, `${CITY_PREFIX}${city.slug}?locIds=999&exp=3`);
    expect(page.filters).toEqual({ exp: 3 });
  });

  it('answers 404 for a city that is not an SEO city', async () => {
    const result = await site.browser().load(loader, `${CITY_PREFIX}atlantis`);
    expect(result).toMatchObject({ status: 404, thrown: true });
  });
});
