import { setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './recruiter.tsx';

const site = setupTestSite();

describe('recruiter page (/recruiter/{id})', () => {
  let job: { id: number; recruiter: { id: number; name: string } };

  beforeAll(async () => {
    const feed = await site.browser().client().job.jobfeed({ page: 0 });
    const first = feed.jobs[0];
    if (!first) throw new Error('the seed has no live job');
    job = { id: first.id, recruiter: first.recruiter };
  });

  it("lists the jobs the recruiter posted, with the recruiter's facts", async () => {
    const id = String(job.recruiter.id);
    const page = await site.browser().data(loader, `/recruiter/${id}`, { params: { id } });
    expect(page.heading).toBe(`Jobs posted by ${job.recruiter.name}`);
    expect(page.cards.map((c) => c.id)).toContain(String(job.id));
    for (const card of page.cards) expect(card.recruiter.id).toBe(job.recruiter.id);
    expect(page.intro?.facts?.find((f) => f.label === 'Open jobs')).toBeDefined();
    expect(page.seo.canonical).toBe(`${site.origin}/recruiter/${id}`);
  });

  it('answers 404 for an id that is not a number, and for a recruiter who does not exist', async () => {
    const words = await site.browser().load(loader, '/recruiter/abc', { params: { id: 'abc' } });
    expect(words).toMatchObject({ status: 404, thrown: true });
    const unknown = await site
      .browser()
      .load(loader, '/recruiter/987654321', { params: { id: '987654321' } });
    expect(unknown).toMatchObject({ status: 404, thrown: true });
  });
});
