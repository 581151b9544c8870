import type { TestBrowser } from '@jobsite/shell/testing';
import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { createEdition, organise, TEST_QUIZ } from '../test-editions.ts';
import { loader } from './progress.tsx';

const site = setupTestSite();

async function candidate(): Promise<TestBrowser> {
  const seeker = await site.signUp();
  await seeker.client().user.competitionRegistration({
    path: 'user/competition/register',
    fields: { institute: 'NMIMS Mumbai', programme: 'MBA', graduationYear: 2027, acceptTerms: 'on' },
  });
  return seeker;
}

describe('progress (/epoch/progress)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/epoch/progress');

  it('leads a seeker who has not registered to registration', async () => {
    await createEdition(site);
    const seeker = await site.signUp();
    const page = await seeker.data(loader, '/epoch/progress');
    expect(page).toMatchObject({
      registered: false,
      canRegister: true,
      status: 'idle',
      rounds: [],
      roles: null,
    });
    expect(page.justRegistered).toBe(false);
  });

  it('shows each round, the score once the quiz is in, then rank and cut-off once published', async () => {
    const edition = await createEdition(site);
    const seeker = await candidate();
    const first = await seeker.data(loader, '/epoch/progress');
    // The roles for candidates: theirs to read once registered (none seeded here).
    expect(Array.isArray(first.roles)).toBe(true);
    expect(first.rounds.map((r) => [r.round, r.state])).toEqual([
      ['round1', 'locked'],
      ['round2', 'locked'],
      ['round3', 'locked'],
    ]);

    await organise(site, edition.id, '/rounds/round1/open');
    expect((await seeker.data(loader, '/epoch/progress')).rounds[0]?.state).toBe('open');
    const api = seeker.client();
    const started = await api.competition.startCompetitionQuiz({});
    const questions = started.attempt?.questions ?? [];
    expect(questions).toHaveLength(TEST_QUIZ.length);
    for (const q of questions) {
      const right = TEST_QUIZ.find((t) => t.prompt === q.prompt)?.correct ?? 0;
      await api.competition.answerCompetitionQuiz({ questionId: q.id, choice: right });
    }
    await api.competition.submitCompetitionQuiz({});
    const submitted = (await seeker.data(loader, '/epoch/progress')).rounds[0];
    expect(submitted).toMatchObject({ state: 'submitted', score: 2, maxScore: 2, rank: null, cutoff: null });
    expect(submitted?.submittedAt).not.toBeNull();

    await organise(site, edition.id, '/rounds/round1/close');
    await organise(site, edition.id, '/rounds/round1/publish', { cutoff: 1 });
    const published = await seeker.data(loader, '/epoch/progress');
    expect(published.rounds[0]).toMatchObject({ state: 'qualified', score: 2, rank: 1, cutoff: 1 });
    expect(published.status).toBe('qualified');
    expect(published.published.round1).toBe(true);
  });

  it('answers 404 for an edition that does not exist or is not an id', async () => {
    const seeker = await site.signUp();
    expect(await seeker.load(loader, '/epoch/progress?edition=999999')).toMatchObject({ status: 404 });
    expect(await seeker.load(loader, '/epoch/progress?edition=abc')).toMatchObject({ status: 404 });
  });
});
