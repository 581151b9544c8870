import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './jobfeed.tsx';

const site = setupTestSite();

describe('job feed (/jobfeed)', () => {
  let seeker: Awaited<ReturnType<typeof site.signUp>>;

  beforeAll(async () => {
    seeker = await site.signUp();
  });

  itSendsSignedOutVisitorsToLogIn(site, loader, '/jobfeed?exp=3&postingAge=7');

  it('gives a signed-in person job cards, newest first by default', async () => {
    const page = await seeker.data(loader, '/jobfeed');
    expect(page.site).toBe(site.brand.name);
    expect(page.page).toBe(0);
    expect(page.cards.length).toBeGreaterThan(0);
    expect(page.totalJobs).toBeGreaterThanOrEqual(page.cards.length);
    expect(page.filters.sort).toBe('date');
    expect(page.chips).toEqual([]);
    expect(page.cities.length).toBeGreaterThan(0);
    const posted = page.cards.map((c) => c.postedDaysAgo);
    expect(posted).toEqual([...posted].sort((a, b) => a - b));
  });

  it('filters by a city from the address and shows it as a chip named after the city', async () => {
    const city = (await seeker.client().job.nearbyCitiesJobs()).find((c) => c.jobs > 0);
    if (!city) throw new Error('no city has jobs');
    const page = await seeker.data(loader, `/jobfeed?locIds=${city.id}`);
    expect(page.filters.locIds).toBe(city.id);
    expect(page.chips).toEqual([{ label: `City: ${city.name}`, param: 'locIds' }]);
    expect(page.latest).toBe(false);
    for (const card of page.cards) expect(card.cities).toContain(city.name);
  });

  it('ignores a page number it cannot read', async () => {
    expect(await seeker.data(loader, '/jobfeed?page=abc')).toMatchObject({ page: 0 });
  });
});
