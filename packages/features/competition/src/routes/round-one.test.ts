import { QUIZ_DESKTOP_ONLY_MESSAGE } from '@jobsite/domain';
import { itSendsSignedOutVisitorsToLogIn, setupTestSite, testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import {
  COMPETITION_VERTICAL,
  closeRound,
  OTHER_VERTICAL,
  openRound,
  registeredSeeker,
} from '../rounds/test-edition.ts';
import { createEdition, TEST_QUIZ } from '../test-editions.ts';
import { action, loader } from './round-one.tsx';

const PATH = '/epoch/round-one';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A site whose API does not answer, and a visitor it takes for signed in (a session cookie). */
function offline() {
  const site = testSite(null);
  const browser = site.browser();
  browser.cookies.receive([`${site.vertical}_token=an-expired-looking-token`]);
  return browser;
}

describe('the quiz page without its API (/epoch/round-one)', () => {
  const site = testSite(null);
  itSendsSignedOutVisitorsToLogIn(site, loader, PATH);

  it('sends a signed-out visitor who posts to log in too', async () => {
    expect(await site.browser().submit(action, PATH, { intent: 'start' })).toMatchObject({
      status: 302,
      location: `/login?next=${encodeURIComponent(PATH)}`,
    });
  });

  it('does not start the quiz from a phone, with the desktop-only message and no call to the API', async () => {
    const result = await offline().submitData(
      action,
      PATH,
      { intent: 'start' },
      { headers: { 'user-agent': PHONE } },
    );
    expect(result).toEqual({ ok: false, error: QUIZ_DESKTOP_ONLY_MESSAGE });
  });

  it('leaves an API that does not answer to the shell’s 503 page', async () => {
    await expect(offline().load(loader, PATH)).rejects.toMatchObject({
      name: 'ApiClientError',
      kind: 'network',
    });
  });
});

describe('the quiz (/epoch/round-one) on the API', () => {
  const site = setupTestSite({ vertical: COMPETITION_VERTICAL });

  it('is not found where the API runs no competition', async () => {
    const other = testSite(() => site.api(), { vertical: OTHER_VERTICAL });
    expect(await (await other.signUp()).load(loader, PATH)).toMatchObject({ status: 404, thrown: true });
  });

  it('plays the quiz: not registered, not open yet, the start (never from a phone), saved answers kept over a reload, the score', async () => {
    const seeker = await site.signUp();
    const { id, name } = await createEdition(site);
    const visitor = await seeker.data(loader, PATH);
    expect(visitor.gate).toEqual({ kind: 'unregistered' });
    expect(visitor.head).toMatchObject({
      title: `Round 1: the quiz | ${name} | ${site.brand.name}`,
      noindex: true,
    });

    const candidate = await registeredSeeker(site);
    const before = await candidate.data(loader, PATH);
    expect(before).toMatchObject({ gate: { kind: 'closed' }, quiz: { state: 'upcoming' }, attempt: null });
    expect(before.gate.kind === 'closed' && before.gate.reason).toMatch(/^Round 1 opens on /);
    expect(await candidate.submitData(action, PATH, { intent: 'start' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The quiz opens on /),
    });

    const late = await registeredSeeker(site);
    await openRound(site, id, 'round1');
    const open = await candidate.data(loader, PATH);
    expect(open).toMatchObject({
      gate: { kind: 'open' },
      quiz: { state: 'open', questionCount: 2 },
      attempt: null,
      phone: false,
    });
    expect(await candidate.data(loader, PATH, { headers: { 'user-agent': PHONE } })).toMatchObject({
      phone: true,
    });
    expect(
      await candidate.submitData(action, PATH, { intent: 'start' }, { headers: { 'user-agent': PHONE } }),
    ).toEqual({
      ok: false,
      error: QUIZ_DESKTOP_ONLY_MESSAGE,
    });
    expect((await candidate.data(loader, PATH)).attempt).toBeNull();

    expect(await candidate.submit(action, PATH, { intent: 'start' })).toMatchObject({
      status: 302,
      location: PATH,
    });
    const started = await candidate.data(loader, PATH);
    const questions = started.attempt?.questions ?? [];
    expect(questions.map((q) => q.prompt).sort()).toEqual(TEST_QUIZ.map((q) => q.prompt).sort());
    expect(JSON.stringify(started)).not.toContain('correct');
    expect(started.attempt?.remainingSeconds).toBeGreaterThan(590);
    expect(started.attempt?.remainingSeconds).toBeLessThanOrEqual(600);
    const [q1, q2] = questions;
    if (!q1 || !q2) throw new Error('no questions');
    const right = (prompt: string) => TEST_QUIZ.find((q) => q.prompt === prompt)?.correct ?? 0;

    expect(
      await candidate.submitData(action, PATH, {
        intent: 'answer',
        questionId: q1.id,
        choice: right(q1.prompt),
      }),
    ).toMatchObject({
      ok: true,
      questionId: q1.id,
      answered: 1,
    });
    expect(
      await candidate.submitData(action, PATH, { intent: 'answer', questionId: q2.id, choice: '' }),
    ).toEqual({
      ok: false,
      questionId: q2.id,
      error: 'Choose an answer first.',
    });
    const reload = await candidate.data(loader, PATH);
    expect(reload.attempt?.deadline).toBe(started.attempt?.deadline);
    expect(reload.attempt?.questions.map((q) => q.choice)).toEqual(
      questions.map((q) => (q.id === q1.id ? right(q1.prompt) : null)),
    );
    expect(
      Math.abs((reload.attempt?.remainingSeconds ?? 0) - (started.attempt?.remainingSeconds ?? 0)),
    ).toBeLessThanOrEqual(2);

    expect(await candidate.submit(action, PATH, { intent: 'submit' })).toMatchObject({
      status: 302,
      location: PATH,
    });
    const done = await candidate.data(loader, PATH);
    expect(done.attempt).toMatchObject({
      submitted: true,
      submittedBy: 'taker',
      answered: 1,
      score: 1,
      maxScore: 2,
    });
    // Submitting twice, or answering afterwards, changes nothing.
    expect(await candidate.submit(action, PATH, { intent: 'submit' })).toMatchObject({
      status: 302,
      location: PATH,
    });
    expect(
      await candidate.submitData(action, PATH, { intent: 'answer', questionId: q2.id, choice: 0 }),
    ).toMatchObject({ ok: false });
    expect((await candidate.data(loader, PATH)).attempt?.score).toBe(1);

    // Once round 1 closes, a registered candidate who never started is told so.
    await closeRound(site, id, 'round1');
    const missed = await late.data(loader, PATH);
    expect(missed).toMatchObject({ attempt: null, gate: { kind: 'closed' } });
    expect(missed.gate.kind === 'closed' && missed.gate.reason).toMatch(
      /^Round 1 closed on .* before you handed anything in\.$/,
    );
  });
});
