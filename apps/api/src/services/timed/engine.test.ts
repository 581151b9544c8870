/** The timed-questions engine on both drivers: one attempt, the server's clock, saved answers, scoring. */
import { VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { drivers, setupTestServer, signUpSeeker } from '../../test-server.ts';
import {
  attemptReport,
  attemptView,
  createQuestionSet,
  GRACE_SECONDS,
  onSubmitted,
  remainingSeconds,
  SUBMITTED_MESSAGE,
  type SubmittedAttempt,
  saveAnswer,
  startAttempt,
  submit,
  submitExpired,
  TIME_UP_MESSAGE,
} from './engine.ts';

const VERTICAL = VERTICALS.management.id;
/** An owner kind of these tests only, as a competition round would be. */
const OWNER = 'engine-test-round';
const submitted: SubmittedAttempt[] = [];
/** Owner ids are unique across the drivers' suites, so the hook's records tell them apart. */
let owner = 1;
onSubmitted(OWNER, async (_tx, attempt) => {
  submitted.push(attempt);
});

const QUESTIONS = [
  { prompt: 'Two plus two?', options: ['3', '4', '5'], correct: 1 },
  { prompt: 'Capital of India?', options: ['Mumbai', 'New Delhi'], correct: 1, marks: 3 },
  { prompt: 'Largest ocean?', options: ['Atlantic', 'Indian', 'Pacific', 'Arctic'], correct: 2, marks: 2 },
];

async function rejection(p: Promise<unknown>): Promise<HttpError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(HttpError);
  return e as HttpError;
}

describe('remainingSeconds', () => {
  it('rounds up to whole seconds and never goes below 0', () => {
    const now = new Date('2026-11-23T06:00:00.000Z');
    expect(remainingSeconds('2026-11-23T06:00:10.000Z', now)).toBe(10);
    expect(remainingSeconds('2026-11-23T06:00:09.200Z', now)).toBe(10);
    expect(remainingSeconds('2026-11-23T05:59:00.000Z', now)).toBe(0);
  });
});

describe.each(drivers)('timed-questions engine on %s', (driver) => {
  const s = setupTestServer(driver);

  async function setup(durationSeconds = 600) {
    await s.db.raw('DELETE FROM rate_limits');
    const { seekerId } = await signUpSeeker(s, VERTICAL, {
      name: 'Asha Rao',
      password: 'a long passphrase here',
    });
    const set = await s.db.transaction((tx) =>
      createQuestionSet(tx, {
        vertical: VERTICAL,
        title: 'General quiz',
        durationSeconds,
        questions: QUESTIONS,
      }),
    );
    const ownerId = owner++;
    return { seekerId, set, key: { ownerKind: OWNER, ownerId, seekerId } };
  }

  const backdate = (attemptId: number, seconds: number) =>
    s.db.raw(
      `UPDATE attempts SET started_at = started_at - make_interval(secs => $2), deadline = deadline - make_interval(secs => $2) WHERE id = $1`,
      [attemptId, seconds],
    );

  it('creates a set with its question count and total marks, and refuses a bad right option', async () => {
    const { set } = await setup();
    expect(set).toMatchObject({ questionCount: 3, maxScore: 6 });
    const err = await rejection(
      s.db.transaction((tx) =>
        createQuestionSet(tx, {
          vertical: VERTICAL,
          title: 'x',
          durationSeconds: 60,
          questions: [{ prompt: 'p', options: ['a', 'b'], correct: 2 }],
        }),
      ),
    );
    expect(err.status).toBe(400);
  });

  it('starts one attempt: a second start answers the same attempt and deadline, never restarting the clock', async () => {
    const { set, key } = await setup(600);
    const now = new Date();
    const first = await startAttempt(s.db, { setId: set.id, ...key, now });
    expect(first.started).toBe(true);
    expect(first.attempt.remainingSeconds).toBe(600);
    expect(first.attempt.questions.map((q) => q.prompt)).toEqual(QUESTIONS.map((q) => q.prompt));
    expect(JSON.stringify(first.attempt)).not.toContain('correct');
    const later = new Date(now.getTime() + 100_000);
    const second = await startAttempt(s.db, { setId: set.id, ...key, now: later });
    expect(second.started).toBe(false);
    expect(second.attempt.id).toBe(first.attempt.id);
    expect(second.attempt.deadline).toBe(first.attempt.deadline);
    expect(second.attempt.remainingSeconds).toBe(500);
    const racing = await Promise.all([1, 2, 3].map(() => startAttempt(s.db, { setId: set.id, ...key })));
    expect(new Set(racing.map((r) => r.attempt.id))).toEqual(new Set([first.attempt.id]));
  });

  it('caps the deadline at the owner’s cap when it comes before the duration ends', async () => {
    const { set, key } = await setup(3600);
    const now = new Date();
    const cap = new Date(now.getTime() + 120_000);
    const { attempt } = await startAttempt(s.db, { setId: set.id, ...key, deadlineCap: cap, now });
    expect(attempt.deadline).toBe(cap.toISOString());
    expect(attempt.remainingSeconds).toBe(120);
    const { key: other } = await setup();
    await expect(
      startAttempt(s.db, { setId: set.id, ...other, deadlineCap: new Date(now.getTime() - 1000), now }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('saves each answer as given, and a reload shows the saved choices and the same deadline', async () => {
    const { set, key } = await setup();
    const { attempt } = await startAttempt(s.db, { setId: set.id, ...key });
    const [q1, q2] = attempt.questions;
    if (!q1 || !q2) throw new Error('no questions');
    expect(await saveAnswer(s.db, key, { questionId: q1.id, choice: 0 })).toMatchObject({ answered: 1 });
    expect(await saveAnswer(s.db, key, { questionId: q1.id, choice: 1 })).toMatchObject({ answered: 1 });
    expect(await saveAnswer(s.db, key, { questionId: q2.id, choice: 1 })).toMatchObject({ answered: 2 });
    const again = await attemptView(s.db, key);
    expect(again?.deadline).toBe(attempt.deadline);
    expect(again?.questions.map((q) => q.choice)).toEqual([1, 1, null]);
    expect((await attemptView(s.db, attempt.id))?.answered).toBe(2);
    await expect(saveAnswer(s.db, key, { questionId: q1.id, choice: 5 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(saveAnswer(s.db, key, { questionId: 999_999_999, choice: 0 })).rejects.toMatchObject({
      status: 404,
    });
    const { key: stranger } = await setup();
    await expect(saveAnswer(s.db, stranger, { questionId: q1.id, choice: 0 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('scores the marks of the right answers only: no negative marking', async () => {
    const { set, key } = await setup();
    const { attempt } = await startAttempt(s.db, { setId: set.id, ...key });
    const [q1, q2, q3] = attempt.questions;
    if (!q1 || !q2 || !q3) throw new Error('no questions');
    await saveAnswer(s.db, key, { questionId: q1.id, choice: 0 }); // wrong
    await saveAnswer(s.db, key, { questionId: q2.id, choice: 1 }); // right, 3 marks
    // q3 unanswered
    const out = await submit(s.db, key);
    expect(out?.already).toBe(false);
    expect(out?.attempt).toMatchObject({ submitted: true, submittedBy: 'taker', score: 3, maxScore: 6 });
    expect(submitted.filter((a) => a.ownerId === key.ownerId)).toEqual([
      expect.objectContaining({ ownerKind: OWNER, ownerId: key.ownerId, score: 3, maxScore: 6 }),
    ]);
    expect((await submit(s.db, key))?.already).toBe(true);
    await expect(saveAnswer(s.db, key, { questionId: q3.id, choice: 2 })).rejects.toMatchObject({
      status: 409,
      message: SUBMITTED_MESSAGE,
    });
    const report = await attemptReport(s.db, key);
    expect(report?.questions.map((q) => [q.choice, q.correct, q.right])).toEqual([
      [0, 1, false],
      [1, 1, true],
      [null, 2, false],
    ]);
    const { key: none } = await setup();
    expect(await submit(s.db, none)).toBeUndefined();
  });

  it('takes an answer within the grace, then refuses it and submits by the deadline', async () => {
    const { set, key } = await setup();
    const { attempt } = await startAttempt(s.db, { setId: set.id, ...key });
    const q = attempt.questions[1];
    if (!q) throw new Error('no question');
    const deadline = new Date(attempt.deadline).getTime();
    const inGrace = new Date(deadline + (GRACE_SECONDS * 1000) / 2);
    expect(await saveAnswer(s.db, key, { questionId: q.id, choice: 1 }, inGrace)).toMatchObject({
      remainingSeconds: 0,
    });
    const late = new Date(deadline + GRACE_SECONDS * 1000 + 1);
    const err = await rejection(saveAnswer(s.db, key, { questionId: q.id, choice: 0 }, late));
    expect([err.status, err.message]).toEqual([409, TIME_UP_MESSAGE]);
    expect(await attemptView(s.db, key, late)).toMatchObject({
      submitted: true,
      submittedBy: 'deadline',
      score: 3,
    });
  });

  it('submits lazily on a read past the deadline', async () => {
    const { set, key } = await setup(60);
    const { attempt } = await startAttempt(s.db, { setId: set.id, ...key });
    await backdate(attempt.id, 120);
    const seen = await attemptView(s.db, key);
    expect(seen).toMatchObject({ submitted: true, submittedBy: 'deadline', remainingSeconds: 0, score: 0 });
  });

  it('sweeps overdue attempts once, even when two sweeps run at once', async () => {
    const a = await setup(60);
    const b = await setup(60);
    const open = await setup(600);
    const first = await startAttempt(s.db, { setId: a.set.id, ...a.key });
    const second = await startAttempt(s.db, { setId: b.set.id, ...b.key });
    await startAttempt(s.db, { setId: open.set.id, ...open.key });
    const q = first.attempt.questions[2];
    if (!q) throw new Error('no question');
    await saveAnswer(s.db, a.key, { questionId: q.id, choice: 2 });
    await backdate(first.attempt.id, 300);
    await backdate(second.attempt.id, 300);
    const before = submitted.length;
    const counts = await Promise.all([submitExpired(s.db, 100), submitExpired(s.db, 100)]);
    const ours = submitted
      .slice(before)
      .filter((x) => x.ownerId === a.key.ownerId || x.ownerId === b.key.ownerId);
    expect(ours.map((x) => x.ownerId).sort()).toEqual([a.key.ownerId, b.key.ownerId].sort());
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(2);
    expect(await submitExpired(s.db, 100)).toBe(0);
    expect(await attemptView(s.db, a.key)).toMatchObject({ submittedBy: 'deadline', score: 2 });
    expect(await attemptView(s.db, open.key)).toMatchObject({ submitted: false });
  });
});
