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

  it('says under each card why the job is in a personalised feed', async () => {
    const person = await site.signUp();
    // A tag of a live job, so the feed has jobs to show for it.
    const latest = await person.client().job.jobfeed({ page: 0 });
    const tag = latest.jobs.flatMap((j) => j.tags)[0];
    if (!tag) throw new Error('no live job has a tag');
    await person.client().user.profileTags({ tagInfo: [tag.id] });
    const page = await person.data(loader, '/jobfeed');
    expect(page.cards.length).toBeGreaterThan(0);
    for (const card of page.cards) expect(card.reason).toMatch(/^Matches /);
    // A person who has said nothing sees the latest jobs, each "among the latest".
    expect(page.latest).toBe(false);
    const plain = await seeker.data(loader, '/jobfeed');
    for (const card of plain.cards) expect(card.reason).toBe('Among the latest jobs');
  });

  it("leads each card's line with how many of the job's skills the person has, counted by the feed", async () => {
    const person = await site.signUp();
    const latest = await person.client().job.jobfeed({ page: 0 });
    const tag = latest.jobs.flatMap((j) => j.tags)[0];
    if (!tag) throw new Error('no live job has a tag');
    // A skill that names a tag: the feed then follows it, and counts it on every card.
    await person.client().user.saveSkills({ skills: [tag.name] });
    const answer = await person.client().job.jobfeed({ page: 0 });
    const page = await person.data(loader, '/jobfeed');
    expect(page.cards.length).toBeGreaterThan(0);
    for (const job of answer.jobs) {
      const card = page.cards.find((c) => c.id === String(job.id));
      if (!card || !job.skillsMatch) continue;
      expect(job.skillsMatch.of).toBe(job.tags.length);
      expect(card.reason).toMatch(new RegExp(`^${job.skillsMatch.matched} of ${job.tags.length} skills · `));
    }
    const withTag = answer.jobs.find((j) => j.tags.some((t) => t.id === tag.id));
    expect(withTag?.skillsMatch?.matched).toBeGreaterThanOrEqual(1);
    // A person without skills sees no count on any card, never "0 of N".
    const plain = await seeker.client().job.jobfeed({ page: 0 });
    expect(plain.jobs.every((j) => j.skillsMatch === undefined)).toBe(true);
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
