import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './similar-jobs.tsx';

const site = setupTestSite();

describe('similar jobs (/similar_jobs.php?job={id})', () => {
  let job: { id: number; title: string; tags: { id: number }[] };

  beforeAll(async () => {
    const feed = await site.browser().client().job.jobfeed({ page: 0 });
    const first = feed.jobs.find((j) => j.tags.length > 0);
    if (!first) throw new Error('the seed has no live job with tags');
    job = first;
  });

  itSendsSignedOutVisitorsToLogIn(site, loader, () => `/similar_jobs.php?job=${job.id}`);

  it('lists the jobs sharing its tags, in the API’s order, without the job itself', async () => {
    const seeker = await site.signUp();
    const page = await seeker.data(loader, `/similar_jobs.php?job=${job.id}`);
    expect(page.job.title).toBe(job.title);
    expect(page.job.href).toMatch(new RegExp(`-${job.id}\\.html$`));
    const answer = await seeker.client().job.similarJobs({ tags: job.tags.map((t) => t.id) });
    const expected = answer.jobs.filter((j) => j.id !== job.id).map((j) => String(j.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(page.cards.map((c) => c.id)).toEqual(expected);
  });

  it('answers 404 for an id that is not one and for a job that does not exist', async () => {
    const seeker = await site.signUp();
    for (const path of ['/similar_jobs.php', '/similar_jobs.php?job=987654321'])
      expect(await seeker.load(loader, path), path).toMatchObject({ status: 404, thrown: true });
  });
});
