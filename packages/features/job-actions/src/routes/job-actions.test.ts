import { setupTestSite, type TestBrowser } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { action } from './job-actions.ts';
import { loader } from './slots.tsx';

const site = setupTestSite();

/** Where a fetcher posts (`{path}.data`); the browser's own form post goes to `/job-actions`. */
const FETCHER = '/job-actions.data';

/** The job page's panel for a job, as the page loads it (the layout route around every page). */
async function panel(browser: TestBrowser, id: number | string) {
  const data = await browser.data(loader, `/j/a-job-${id}.html`);
  expect(data?.jobPanel.jobId).toBe(Number(id));
  const { jobId: _, ...state } = data?.jobPanel ?? { jobId: 0 };
  return state;
}

describe('job card actions (/job-actions)', () => {
  let jobs: { id: number; title: string }[];

  beforeAll(async () => {
    const feed = await site.browser().client().job.jobfeed({ page: 0 });
    jobs = feed.jobs.filter((j) => j.applyType === 'internal');
    if (jobs.length < 6) throw new Error('the seed has too few live internal jobs');
  });

  const job = (i: number) => String(jobs[i]?.id);

  it('asks a signed-out visitor to log in, and shows them no panel', async () => {
    const visitor = site.browser();
    expect(await visitor.submitData(action, FETCHER, { intent: 'save', jobId: job(0) })).toEqual({
      ok: false,
      intent: 'save',
      error: 'Please log in to do that.',
    });
    expect(await panel(visitor, job(0))).toEqual({ signedIn: false });
  });

  it('loads the panel on job pages only, on a first paint and a client navigation alike', async () => {
    const seeker = await site.signUp();
    expect(await panel(seeker, job(0))).toMatchObject({ signedIn: true, saved: false });
    const navigation = await seeker.data(loader, `/j/a-job-${job(0)}.html.data?then=save`);
    expect(navigation?.jobPanel).toMatchObject({ jobId: Number(job(0)), signedIn: true });
    for (const path of ['/jobfeed', '/c/a-category', `/j/a-job-${job(0)}`, `/share/j/a-job-${job(0)}.png`])
      expect(await seeker.data(loader, path), path).toBeNull();
  });

  it('saves and unsaves a job: the job page and the saved list follow', async () => {
    const seeker = await site.signUp();
    expect(await panel(seeker, job(0))).toMatchObject({
      signedIn: true,
      saved: false,
      applied: false,
      isPro: false,
    });
    expect(await seeker.submitData(action, FETCHER, { intent: 'save', jobId: job(0) })).toEqual({
      ok: true,
      intent: 'save',
      jobId: job(0),
      message: 'Job saved',
    });
    expect(await panel(seeker, job(0))).toMatchObject({ saved: true });
    const saved = await seeker.client().job.savedJobs({ page: 0 });
    expect(saved.jobs.map((j) => String(j.id))).toEqual([job(0)]);

    expect(await seeker.submitData(action, FETCHER, { intent: 'unsave', jobId: job(0) })).toMatchObject({
      ok: true,
      message: 'Job removed from saved jobs',
    });
    expect(await panel(seeker, job(0))).toMatchObject({ saved: false });
  });

  it('applies to a job: the job page and the applied list follow', async () => {
    const seeker = await site.signUp();
    const answer = await seeker.submitData(action, FETCHER, { intent: 'apply', jobId: job(1) });
    expect(answer).toMatchObject({ ok: true, intent: 'apply', jobId: job(1) });
    expect(await panel(seeker, job(1))).toMatchObject({ applied: true });
    const applied = await seeker.client().job.appliedJobs({ page: 0 });
    expect(applied.jobs.map((j) => String(j.id))).toEqual([job(1)]);
  });

  it('applies to several jobs at once, and needs at least one', async () => {
    const seeker = await site.signUp();
    expect(await seeker.submitData(action, FETCHER, { intent: 'applyMultiple' })).toEqual({
      ok: false,
      intent: 'applyMultiple',
      error: 'Choose at least one job.',
    });
    const answer = await seeker.submitData(action, FETCHER, {
      intent: 'applyMultiple',
      jobIds: [job(2), job(3)],
    });
    expect(answer).toMatchObject({ ok: true, message: 'You have applied to 2 more jobs' });
    expect(answer.ok && answer.applied?.map(String).sort()).toEqual([job(2), job(3)].sort());
    expect(await panel(seeker, job(3))).toMatchObject({ applied: true });
  });

  it("sends a job posted with an apply address to the company's site", async () => {
    const seeker = await site.signUp();
    const applyUrl = 'https://careers.example.com/apply/7';
    const { id } = await site
      .api()
      .internal<{ id: number }>(site.vertical, '/jobs', { title: 'Brand Manager', applyUrl });
    expect(await seeker.submitData(action, FETCHER, { intent: 'apply', jobId: String(id) })).toEqual({
      ok: true,
      intent: 'apply',
      jobId: String(id),
      applyUrl,
      message: 'Apply on the company’s site',
    });
  });

  it('hides a job from the feed, and Undo brings it back', async () => {
    const seeker = await site.signUp();
    // The person's feed as the feed page reads it (`job/jobfeed`): the feed is another feature's page.
    const feedIds = async () =>
      (await seeker.client().job.jobfeed({ page: 0 })).jobs.map((j) => String(j.id));
    const hidden = (await feedIds())[0] ?? '';
    expect(hidden).not.toBe('');
    expect(await seeker.submitData(action, FETCHER, { intent: 'hide', jobId: hidden })).toMatchObject({
      ok: true,
      message: 'Job hidden from your feed',
    });
    expect(await feedIds()).not.toContain(hidden);
    expect(await seeker.submitData(action, FETCHER, { intent: 'unhide', jobId: hidden })).toMatchObject({
      ok: true,
      message: 'The job is back in your feed',
    });
    expect(await feedIds()).toContain(hidden);
  });

  it('refuses an action it does not know', async () => {
    const seeker = await site.signUp();
    expect(await seeker.submitData(action, FETCHER, { intent: 'delete', jobId: job(0) })).toEqual({
      ok: false,
      intent: 'delete',
      error: 'Unknown action',
    });
  });

  describe('posted by the browser itself, before the page has hydrated', () => {
    it('applies for a signed-in seeker and goes to the applied page', async () => {
      const seeker = await site.signUp();
      const page = `/j/a-job-${job(2)}.html`;
      expect(
        await seeker.submit(action, '/job-actions', { intent: 'apply', jobId: job(2), next: page }),
      ).toMatchObject({
        status: 302,
        location: `/job/applied?job=${job(2)}`,
      });
      expect(await panel(seeker, job(2))).toMatchObject({ signedIn: true, applied: true });
    });

    it('saves and goes back to the page the form came from', async () => {
      const seeker = await site.signUp();
      const page = `/j/a-job-${job(3)}.html`;
      expect(
        await seeker.submit(action, '/job-actions', { intent: 'save', jobId: job(3), next: page }),
      ).toMatchObject({
        status: 302,
        location: page,
      });
      expect(await panel(seeker, job(3))).toMatchObject({ signedIn: true, saved: true });
    });

    it('sends a visitor to log in, to come back and carry on', async () => {
      const page = `/j/a-job-${job(3)}.html`;
      expect(
        await site.browser().submit(action, '/job-actions', { intent: 'save', jobId: job(3), next: page }),
      ).toMatchObject({ status: 302, location: `/login?next=${encodeURIComponent(`${page}?then=save`)}` });
    });

    it('goes back only to a page of this site', async () => {
      const seeker = await site.signUp();
      expect(
        await seeker.submit(action, '/job-actions', {
          intent: 'save',
          jobId: job(4),
          next: 'https://evil.example/',
        }),
      ).toMatchObject({ status: 302, location: '/jobfeed' });
    });
  });
});
