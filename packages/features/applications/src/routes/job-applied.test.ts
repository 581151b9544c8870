import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './job-applied.tsx';

const site = setupTestSite();

describe('after applying (/job/applied?job={id})', () => {
  let job: { id: number; title: string };

  beforeAll(async () => {
    const feed = await site.browser().client().job.jobfeed({ page: 0 });
    const first = feed.jobs.find((j) => j.applyType === 'internal' && j.tags.length > 0);
    if (!first) throw new Error('the seed has no live internal job with tags');
    job = first;
  });

  itSendsSignedOutVisitorsToLogIn(site, loader, () => `/job/applied?job=${job.id}`);

  it('shows the job applied to and similar jobs still open to apply to here', async () => {
    const seeker = await site.signUp();
    const api = seeker.client();
    await api.job.apply({ jobcode: String(job.id) });
    const page = await seeker.data(loader, `/job/applied?job=${job.id}`);
    expect(page.job).toMatchObject({ id: job.id, title: job.title, applied: true });
    expect(page.similar.length).toBeGreaterThan(0);
    expect(page.similar.length).toBeLessThanOrEqual(10);
    for (const card of page.similar) {
      expect(card.id).not.toBe(String(job.id));
      expect(card.applied).toBe(false);
      expect(card.external).toBe(false);
    }
    // Applying to one of them takes it off the list.
    const next = page.similar[0];
    if (!next) throw new Error('no similar job');
    await api.job.apply({ jobcode: next.id });
    const again = await seeker.data(loader, `/job/applied?job=${job.id}`);
    expect(again.similar.map((c) => c.id)).not.toContain(next.id);
  });

  it('offers the survey of applying to a seeker asked nothing yet, and none to one who answered a survey this week', async () => {
    const fresh = await site.signUp();
    await fresh.client().job.apply({ jobcode: String(job.id) });
    const offered = await fresh.data(loader, `/job/applied?job=${job.id}`);
    expect(offered.survey).toMatchObject({ title: 'How was applying?' });

    // One survey a week (decision 0070): the feed's, answered, is this week's.
    const answered = await site.signUp();
    const api = answered.client();
    const { survey } = await api.user.survey({ placement: 'jobfeed' });
    const [rate, roles] = survey?.questions ?? [];
    if (!survey || !rate || !roles) throw new Error('no feed survey with a rating and roles');
    await api.user.surveyAnswer({
      surveyId: survey.id,
      answers: { [String(rate.id)]: '4', [String(roles.id)]: [String(roles.options[0]?.id)] },
    });
    await api.job.apply({ jobcode: String(job.id) });
    const page = await answered.data(loader, `/job/applied?job=${job.id}`);
    expect(page.job.applied).toBe(true);
    expect(page.survey).toBeNull();
  });

  it('answers 404 for an id that is not one and for a job that does not exist', async () => {
    const seeker = await site.signUp();
    for (const path of ['/job/applied?job=abc', '/job/applied?job=987654321'])
      expect(await seeker.load(loader, path), path).toMatchObject({ status: 404, thrown: true });
  });
});
