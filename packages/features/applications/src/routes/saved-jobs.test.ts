import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './saved-jobs.tsx';

const site = setupTestSite();

describe('saved jobs (/saved-jobs)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/saved-jobs?page=1');

  it('lists nothing for a new person, then the jobs they saved, each marked saved', async () => {
    const seeker = await site.signUp();
    expect(await seeker.data(loader, '/saved-jobs')).toMatchObject({ cards: [], total: 0, hasMore: false });
    const api = seeker.client();
    const jobs = (await api.job.jobfeed({ page: 0 })).jobs.slice(0, 2);
    for (const job of jobs) await api.job.saveJob({ jobcode: String(job.id) });
    const page = await seeker.data(loader, '/saved-jobs');
    expect(page.total).toBe(2);
    expect(page.cards.map((c) => c.id).sort()).toEqual(jobs.map((j) => String(j.id)).sort());
    for (const card of page.cards) expect(card.saved).toBe(true);
    expect(page.site).toBe(site.brand.name);

    await api.job.unsaveJob({ jobcode: String(jobs[0]?.id) });
    const after = await seeker.data(loader, '/saved-jobs');
    expect(after.cards.map((c) => c.id)).toEqual([String(jobs[1]?.id)]);
  });

  it('reads a page number it understands and starts at the first page otherwise', async () => {
    const seeker = await site.signUp();
    expect(await seeker.data(loader, '/saved-jobs?page=abc')).toMatchObject({ page: 0 });
    expect(await seeker.data(loader, '/saved-jobs?page=2')).toMatchObject({ page: 2, cards: [] });
  });
});
