import { itSendsSignedOutVisitorsToLogIn, type RouteData, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './personalize.tsx';

const site = setupTestSite();

/** The ids of the first three keywords the page offers. */
const firstKeywords = (page: RouteData<typeof loader>) =>
  page.groups
    .flatMap((g) => g.tags)
    .slice(0, 3)
    .map((t) => t.id);

describe('personalise the feed (/personalize-jobfeed)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/personalize-jobfeed');

  it('offers the keywords by group, the cities and the functions, with nothing chosen yet', async () => {
    const seeker = await site.signUp();
    const page = await seeker.data(loader, '/personalize-jobfeed');
    expect(page).toMatchObject({ followed: [], city: '', area: '' });
    expect(page.groups.length).toBeGreaterThan(0);
    expect(page.groups.every((g) => g.tags.length > 0)).toBe(true);
    expect(page.cities.length).toBeGreaterThan(0);
    expect(page.areas.length).toBeGreaterThan(0);
  });

  it('saves the keywords, city and function, then shows the feed; the page shows the city and function chosen', async () => {
    const seeker = await site.signUp();
    const offered = await seeker.data(loader, '/personalize-jobfeed');
    const tags = firstKeywords(offered);
    const city = offered.cities[0]?.value ?? '';
    const area = offered.areas[0]?.value ?? '';
    const result = await seeker.submit(action, '/personalize-jobfeed', {
      tags: [...tags, tags[0] ?? 0],
      city,
      functionalArea: area,
    });
    expect(result).toMatchObject({ status: 302, location: '/jobfeed' });
    const page = await seeker.data(loader, '/personalize-jobfeed');
    expect(page.city).toBe(city);
    expect(page.area).toBe(area);
    const { profile } = await seeker.client().user.profile(undefined);
    expect(profile?.tags?.map((t) => t.id).sort()).toEqual([...tags].sort());
  });

  it('shows the keywords followed as chosen when the person comes back', async () => {
    const seeker = await site.signUp();
    const offered = await seeker.data(loader, '/personalize-jobfeed');
    const tags = firstKeywords(offered);
    await seeker.submit(action, '/personalize-jobfeed', { tags });
    const page = await seeker.data(loader, '/personalize-jobfeed');
    expect([...page.followed].sort()).toEqual([...tags].sort());
  });

  it('follows at most 30 keywords', async () => {
    const seeker = await site.signUp();
    const tags = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(await seeker.submitData(action, '/personalize-jobfeed', { tags })).toEqual({
      error: 'Follow at most 30 keywords.',
    });
    const { profile } = await seeker.client().user.profile(undefined);
    expect(profile?.tags ?? []).toEqual([]);
  });
});
