import { itSendsSignedOutVisitorsToLogIn, setupTestSite, type TestBrowser } from '@jobsite/shell/testing';
import { seekerWithApplication } from '@jobsite/shell/testing/applications';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as pendingLoader } from './pending.tsx';
import { action, loader } from './take.tsx';

const site = setupTestSite();

const QUESTIONS = [
  {
    prompt: 'Which report compares a budget with actual spend?',
    options: ['Variance report', 'Org chart'],
    correct: 0,
  },
  {
    prompt: 'What does KPI stand for?',
    options: ['Key performance indicator', 'Known process input'],
    correct: 0,
    marks: 2,
  },
];

/** A seeker who applied to a live job and was assigned a timed assessment on it; its id. */
async function seekerWithAssessment(): Promise<{ seeker: TestBrowser; id: number }> {
  const { seeker, applicationId } = await seekerWithApplication(site);
  const assigned = await site
    .api()
    .internal<{ assessmentId: number }>(site.vertical, `/applications/${applicationId}/assessment`, {
      title: 'Work basics',
      durationSeconds: 600,
      questions: QUESTIONS,
    });
  return { seeker, id: assigned.assessmentId };
}

describe('a timed assessment (/pendingassessments, /assessment/:assessmentId)', () => {
  let seeker: TestBrowser;
  let id: number;
  const path = () => `/assessment/${id}`;
  const params = () => ({ assessmentId: String(id) });

  beforeAll(async () => {
    ({ seeker, id } = await seekerWithAssessment());
  });

  itSendsSignedOutVisitorsToLogIn(site, pendingLoader, '/pendingassessments');
  itSendsSignedOutVisitorsToLogIn(site, loader, () => `/assessment/${id}`, { params: { assessmentId: '1' } });

  it('lists it, starts it once, saves answers, keeps the time on a reload and shows the score after submitting', async () => {
    const list = await seeker.data(pendingLoader, '/pendingassessments');
    expect(list.items[0]).toMatchObject({ id, state: 'not-started', href: `/assessment/${id}` });

    const before = await seeker.data(loader, path(), { params: params() });
    expect(before.attempt).toBeNull();
    expect(before.assessment).toMatchObject({ questionCount: 2, durationSeconds: 600 });

    const started = await seeker.submit(action, path(), { intent: 'start' }, { params: params() });
    expect(started).toMatchObject({ status: 302, location: path() });
    const page = await seeker.data(loader, path(), { params: params() });
    const [q1, q2] = page.attempt?.questions ?? [];
    if (!q1 || !q2) throw new Error('no questions');
    expect(JSON.stringify(page)).not.toContain('correct');

    expect(
      await seeker.submitData(
        action,
        path(),
        { intent: 'answer', questionId: q1.id, choice: 0 },
        { params: params() },
      ),
    ).toMatchObject({ ok: true, questionId: q1.id, choice: 0, answered: 1 });
    expect(
      await seeker.submitData(
        action,
        path(),
        { intent: 'answer', questionId: q2.id, choice: '' },
        { params: params() },
      ),
    ).toMatchObject({ ok: false, error: 'Choose an answer first.' });
    expect(
      await seeker.submitData(
        action,
        path(),
        { intent: 'answer', questionId: q2.id, choice: 7 },
        { params: params() },
      ),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/choice: must be a whole number from 0 to 5/),
    });
    const reload = await seeker.data(loader, path(), { params: params() });
    expect(reload.attempt?.deadline).toBe(page.attempt?.deadline);
    expect(reload.attempt?.questions.map((q) => q.choice)).toEqual([0, null]);
    expect(
      Math.abs((reload.attempt?.remainingSeconds ?? 0) - (page.attempt?.remainingSeconds ?? 0)),
    ).toBeLessThanOrEqual(2);

    // Another seeker finds nothing there.
    const other = site.browser();
    await other.signUp();
    expect(await other.load(loader, path(), { params: params() })).toMatchObject({
      status: 404,
      thrown: true,
    });

    expect(await seeker.submit(action, path(), { intent: 'submit' }, { params: params() })).toMatchObject({
      status: 302,
      location: path(),
    });
    const result = await seeker.data(loader, path(), { params: params() });
    expect(result.attempt).toMatchObject({ submitted: true, submittedBy: 'taker', score: 1, maxScore: 3 });
    const late = await seeker.submitData(
      action,
      path(),
      { intent: 'answer', questionId: q2.id, choice: 0 },
      { params: params() },
    );
    expect(late).toMatchObject({ ok: false, error: 'Your answers were already submitted' });
    const done = await seeker.data(pendingLoader, '/pendingassessments');
    expect(done.items[0]).toMatchObject({ id, state: 'completed', score: '1 of 3 marks (33%)' });
  });

  it('answers 404 for an id that is not a number', async () => {
    expect(await seeker.load(loader, '/assessment/abc', { params: { assessmentId: 'abc' } })).toMatchObject({
      status: 404,
      thrown: true,
    });
  });
});
