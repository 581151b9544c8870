/**
 * Assessments on both drivers: external ones still work; timed ones are taken inside the product on
 * the server's clock, once, with each answer saved; the deadline submits them; the recruiter sees the
 * score; another seeker finds nothing.
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { Attempt } from '@jobsite/domain/answers';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  freshApplicant,
  freshSeeker,
  internalCall,
  setupTestServer,
  TEST_BASE_PATHS,
} from '../../test-server.ts';
import type { Browser } from '../auth/test-browser.ts';
import { submitExpired, TIME_UP_MESSAGE } from '../timed/engine.ts';

const MANAGEMENT = VERTICALS.management.id;
const TECHNOLOGY = VERTICALS.technology.id;
const M = TEST_BASE_PATHS[MANAGEMENT];
const T = TEST_BASE_PATHS[TECHNOLOGY];

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and checked by the expectations.
type Json = Record<string, any>;

const QUESTIONS = [
  {
    prompt: 'Which tool tracks a budget against actual spend?',
    options: ['Variance report', 'Org chart'],
    correct: 0,
  },
  {
    prompt: 'A project is late. What do you do first?',
    options: ['Blame the team', 'Find the critical path', 'Add people', 'Wait'],
    correct: 1,
    marks: 3,
  },
  {
    prompt: 'What does KPI stand for?',
    options: ['Key performance indicator', 'Known process input', 'Other'],
    correct: 0,
    marks: 2,
  },
];

describe.each(drivers)('assessments on %s', (driver) => {
  const s = setupTestServer(driver);
  let counter = 0;

  const internal = (method: string, path: string, body?: unknown, vertical: Vertical = MANAGEMENT) =>
    internalCall(s, vertical, method, path, body);
  const json = async (res: Response | Promise<Response>) => (await (await res).json()) as Json;

  /** A seeker who applied to a new job of the vertical, and their application's id. */
  async function applicant(vertical: Vertical = MANAGEMENT) {
    const res = await internal('POST', '/jobs', { title: `Operations lead ${counter++}` }, vertical);
    const job = ((await res.json()) as { id: number }).id;
    const { applicationId: app, ...seeker } = await freshApplicant(s, vertical, job);
    return { ...seeker, job, app };
  }

  async function timed(extra: Record<string, unknown> = {}, vertical: Vertical = MANAGEMENT) {
    const who = await applicant(vertical);
    const res = await internal(
      'POST',
      `/applications/${who.app}/assessment`,
      { title: 'Operations basics', durationSeconds: 900, questions: QUESTIONS, ...extra },
      vertical,
    );
    expect(res.status).toBe(201);
    const out = await json(res);
    expect(out).toMatchObject({ kind: 'timed', questionCount: 3, maxScore: 6 });
    return { ...who, id: out.assessmentId as number };
  }

  const call = (b: Browser, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, base = M) =>
    b.request(method, `${base}/user/assessment/${path}`, body ? { json: body } : undefined);

  it('keeps the external-link assessment working, with one type-14 notice', async () => {
    const { b, job, app } = await applicant();
    const res = await internal('POST', `/applications/${app}/assessment`, {
      title: 'Excel test',
      url: 'https://tests.example.in/1',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ kind: 'external' });
    const pending = await json(b.request('GET', `${M}/job/pending-tests/`));
    expect(pending.tests).toEqual([
      expect.objectContaining({ kind: 'external', url: 'https://tests.example.in/1', status: 'pending' }),
    ]);
    const id = pending.tests[0].id as number;
    expect((await call(b, 'GET', `attempt?assessmentId=${id}`)).status).toBe(409);
    expect((await json(b.request('GET', `${M}/user/notifications/count`))).count).toBe(1);
    expect(await json(b.request('POST', `${M}/job/assessment_complete?jobcode=${job}`))).toMatchObject({
      status: 'completed',
      kind: 'external',
    });
    // Finishing the assessment is what its notice asked for: it is read now.
    const notices = (await json(b.request('GET', `${M}/user/notifications`))).notifications as Json[];
    expect(notices.map((n) => [n.type, n.link, n.status])).toEqual([[14, '/pendingassessments', 2]]);
    expect((await json(b.request('GET', `${M}/user/notifications/count`))).count).toBe(0);
    const report = await json(internal('GET', `/applications/${app}/assessment`));
    expect(report).toMatchObject({ assessment: { status: 'completed', kind: 'external' }, attempt: null });
  });

  it('validates the recruiter’s timed assessment strictly', async () => {
    const { app } = await applicant();
    const post = async (body: unknown) => {
      const res = await internal('POST', `/applications/${app}/assessment`, body);
      return [res.status, ((await res.json()) as Json).error?.message];
    };
    const base = { title: 'Quiz', durationSeconds: 600, questions: QUESTIONS };
    expect(await post({ ...base, questions: [] })).toEqual([
      400,
      "Invalid body field 'questions': must hold at least one question",
    ]);
    expect(await post({ ...base, questions: [{ prompt: 'p', options: ['only one'], correct: 0 }] })).toEqual([
      400,
      "Invalid body field 'questions.0.options': must hold at least 2 options",
    ]);
    expect(await post({ ...base, questions: [{ prompt: 'p', options: ['a', 'b'], correct: 2 }] })).toEqual([
      400,
      "Invalid body field 'questions.0.correct': must be the index of one of the options (0-based)",
    ]);
    expect(await post({ ...base, durationSeconds: 10 })).toEqual([
      400,
      "Invalid body field 'durationSeconds': must be at least 30 seconds",
    ]);
    expect((await post({ ...base, questions: Array.from({ length: 101 }, () => QUESTIONS[0]) }))[0]).toBe(
      400,
    );
    expect((await post({ ...base, questions: [{ ...QUESTIONS[0], marks: 0 }] }))[0]).toBe(400);
    expect((await post({ ...base, url: 'https://x.example.in' }))[0]).toBe(400);
    expect((await post({ title: 'x', url: 'javascript:alert(1)' }))[0]).toBe(400);
    expect((await post({ ...base, dueAt: '2020-01-01T00:00:00Z' }))[0]).toBe(400);
    expect((await internal('POST', `/applications/999999999/assessment`, base)).status).toBe(404);
  });

  it('starts one attempt; a reload shows the same deadline, saved choices and the time not reset', async () => {
    const { b, id, job } = await timed();
    const before = await json(call(b, 'GET', `attempt?assessmentId=${id}`));
    expect(before).toMatchObject({
      assessment: {
        id,
        title: 'Operations basics',
        questionCount: 3,
        totalMarks: 6,
        durationSeconds: 900,
        status: 'pending',
      },
      attempt: null,
    });
    const started = await call(b, 'POST', 'start', { assessmentId: id });
    expect(started.status).toBe(201);
    const first = await json(started);
    const attempt = v.parse(Attempt, first.attempt);
    expect(attempt.remainingSeconds).toBeGreaterThan(895);
    // The right options stay on the server; what each question is worth is the taker's to know.
    expect(JSON.stringify(first)).not.toMatch(/correct/);
    expect(attempt.questions.reduce((sum, q) => sum + q.marks, 0)).toBe(6);
    const again = await call(b, 'POST', 'start', { assessmentId: id });
    expect(again.status).toBe(200);
    const second = await json(again);
    expect([second.attempt.id, second.attempt.deadline]).toEqual([attempt.id, attempt.deadline]);

    const [q1, q2] = attempt.questions;
    if (!q1 || !q2) throw new Error('no questions');
    expect(
      await json(call(b, 'POST', 'answer', { assessmentId: id, questionId: q1.id, choice: 0 })),
    ).toMatchObject({
      questionId: q1.id,
      choice: 0,
      answered: 1,
    });
    // A form post (no JavaScript) saves as well.
    const form = await b.request('POST', `${M}/user/assessment/answer`, {
      form: { assessmentId: String(id), questionId: String(q2.id), choice: '1' },
    });
    expect(form.status).toBe(200);
    // Ten minutes pass on the server's clock (the attempt started earlier): a reload does not reset it.
    await s.db.raw(
      `UPDATE attempts SET started_at = started_at - interval '600 seconds', deadline = deadline - interval '600 seconds' WHERE id = $1`,
      [attempt.id],
    );
    const reload1 = await json(call(b, 'GET', `attempt?assessmentId=${id}`));
    const reload2 = await json(call(b, 'GET', `attempt?assessmentId=${id}`));
    for (const r of [reload1, reload2]) {
      expect(r.attempt.id).toBe(attempt.id);
      expect(r.attempt.questions.map((q: Json) => q.choice)).toEqual([0, 1, null]);
      expect(r.attempt.remainingSeconds).toBeLessThanOrEqual(300);
      expect(r.attempt.remainingSeconds).toBeGreaterThan(290);
    }
    expect(reload2.attempt.deadline).toBe(reload1.attempt.deadline);
    const list = await json(b.request('GET', `${M}/job/pending-tests/`));
    expect(list.tests[0]).toMatchObject({
      id,
      kind: 'timed',
      startedAt: expect.any(String),
      submitted: false,
    });

    expect((await call(b, 'POST', 'answer', { assessmentId: id, questionId: q1.id, choice: 9 })).status).toBe(
      400,
    );
    expect((await call(b, 'POST', 'answer', { assessmentId: id, questionId: 'x', choice: 0 })).status).toBe(
      400,
    );
    expect((await call(b, 'POST', 'start', {})).status).toBe(400);
    // The external assessments' completion call refuses a timed one.
    expect((await b.request('POST', `${M}/job/assessment_complete?jobcode=${job}`)).status).toBe(409);
    expect((await json(b.request('GET', `${M}/user/notifications/count`))).count).toBe(1);
    const sub = await json(call(b, 'POST', 'submit', { assessmentId: id }));
    // Submitting finishes the assessment: its notice is read.
    expect((await json(b.request('GET', `${M}/user/notifications/count`))).count).toBe(0);
    expect(sub).toMatchObject({
      message: 'Your answers have been submitted',
      assessment: { status: 'completed' },
      attempt: { submitted: true, submittedBy: 'taker', score: 4, maxScore: 6 },
    });
    const late = await call(b, 'POST', 'answer', { assessmentId: id, questionId: q1.id, choice: 1 });
    expect(late.status).toBe(409);
    const restart = await json(call(b, 'POST', 'start', { assessmentId: id }));
    expect(restart.attempt).toMatchObject({ id: attempt.id, submitted: true });
    const all = await json(b.request('GET', `${M}/job/pending-tests/?status=all`));
    expect(all.tests[0]).toMatchObject({ id, status: 'completed', score: 4, maxScore: 6 });
    expect((await json(b.request('GET', `${M}/job/pending-tests/`))).tests).toEqual([]);
  });

  it('submits at the deadline: answers refused, submitted by the deadline, swept once, score for the recruiter', async () => {
    const one = await timed();
    const two = await timed();
    const started1 = await json(call(one.b, 'POST', 'start', { assessmentId: one.id }));
    const started2 = await json(call(two.b, 'POST', 'start', { assessmentId: two.id }));
    const [q1, q2] = started1.attempt.questions as Json[];
    await call(one.b, 'POST', 'answer', { assessmentId: one.id, questionId: q1?.id, choice: 0 });
    await call(one.b, 'POST', 'answer', { assessmentId: one.id, questionId: q2?.id, choice: 0 });
    await call(two.b, 'POST', 'answer', {
      assessmentId: two.id,
      questionId: started2.attempt.questions[1].id,
      choice: 1,
    });
    await s.db.raw(
      `UPDATE attempts SET started_at = now() - interval '1000 seconds', deadline = now() - interval '100 seconds' WHERE id = ANY($1)`,
      [[started1.attempt.id, started2.attempt.id]],
    );
    // The sweep, run by two processes at once, submits each attempt once.
    const counts = await Promise.all([submitExpired(s.db), submitExpired(s.db)]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(2);
    expect(await submitExpired(s.db)).toBe(0);
    const report = await json(internal('GET', `/applications/${one.app}/assessment`));
    expect(report).toMatchObject({
      assessment: { status: 'completed', score: 1, maxScore: 6, kind: 'timed' },
      attempt: { submitted: true, submittedBy: 'deadline', score: 1, maxScore: 6, answered: 2 },
    });
    expect(report.attempt.questions.map((q: Json) => [q.choice, q.correct, q.right])).toEqual([
      [0, 0, true],
      [0, 1, false],
      [null, 0, false],
    ]);
    const refused = await call(one.b, 'POST', 'answer', {
      assessmentId: one.id,
      questionId: q1?.id,
      choice: 1,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).error.message).toMatch(/submitted/);
    const seen = await json(call(two.b, 'GET', `attempt?assessmentId=${two.id}`));
    expect(seen.attempt).toMatchObject({
      submitted: true,
      submittedBy: 'deadline',
      score: 3,
      remainingSeconds: 0,
    });
    expect((await json(internal('GET', `/applications/${two.app}/assessment`))).assessment).toMatchObject({
      score: 3,
      status: 'completed',
    });
  });

  it('submits lazily when the taker answers after the deadline, before any sweep', async () => {
    const { b, id, app } = await timed();
    const started = await json(call(b, 'POST', 'start', { assessmentId: id }));
    await s.db.raw(`UPDATE attempts SET deadline = now() - interval '10 seconds' WHERE id = $1`, [
      started.attempt.id,
    ]);
    const late = await call(b, 'POST', 'answer', {
      assessmentId: id,
      questionId: started.attempt.questions[0].id,
      choice: 0,
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as Json).error.message).toBe(TIME_UP_MESSAGE);
    expect((await json(internal('GET', `/applications/${app}/assessment`))).attempt).toMatchObject({
      submittedBy: 'deadline',
      score: 0,
    });
  });

  it('ends the time at the due date when it comes first, and refuses a start after it', async () => {
    const dueAt = new Date(Date.now() + 120_000).toISOString();
    const { b, id } = await timed({ dueAt });
    const started = await json(call(b, 'POST', 'start', { assessmentId: id }));
    expect(started.attempt.deadline).toBe(dueAt);
    expect(started.attempt.remainingSeconds).toBeLessThanOrEqual(120);
    const late = await timed({ dueAt });
    await s.db.raw(`UPDATE assessments SET due_at = now() - interval '1 minute' WHERE id = $1`, [late.id]);
    const res = await call(late.b, 'POST', 'start', { assessmentId: late.id });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).error.message).toBe('The due date of this assessment has passed');
  });

  it('answers 404 to another seeker, and to the seeker on another vertical', async () => {
    const { b, id } = await timed();
    const started = await json(call(b, 'POST', 'start', { assessmentId: id }));
    const other = await freshSeeker(s, MANAGEMENT);
    const q = started.attempt.questions[0].id;
    expect((await call(other.b, 'GET', `attempt?assessmentId=${id}`)).status).toBe(404);
    expect((await call(other.b, 'POST', 'start', { assessmentId: id })).status).toBe(404);
    expect(
      (await call(other.b, 'POST', 'answer', { assessmentId: id, questionId: q, choice: 0 })).status,
    ).toBe(404);
    expect((await call(other.b, 'POST', 'submit', { assessmentId: id })).status).toBe(404);
    const elsewhere = await freshSeeker(s, TECHNOLOGY);
    expect((await call(elsewhere.b, 'GET', `attempt?assessmentId=${id}`, undefined, T)).status).toBe(404);
    expect((await fetch(`${s.base}${M}/user/assessment/attempt?assessmentId=${id}`)).status).toBe(401);
    // The owner's attempt is untouched.
    expect((await json(call(b, 'GET', `attempt?assessmentId=${id}`))).attempt.answered).toBe(0);
  });

  it('replaces an assessment: the new one starts afresh', async () => {
    const { b, id, app } = await timed();
    await call(b, 'POST', 'start', { assessmentId: id });
    await call(b, 'POST', 'submit', { assessmentId: id });
    const res = await internal('POST', `/applications/${app}/assessment`, {
      title: 'Second round',
      durationSeconds: 300,
      questions: QUESTIONS.slice(0, 2),
    });
    expect(res.status).toBe(201);
    const fresh = await json(call(b, 'GET', `attempt?assessmentId=${id}`));
    expect(fresh).toMatchObject({
      assessment: { title: 'Second round', status: 'pending', questionCount: 2 },
      attempt: null,
    });
    expect((await call(b, 'POST', 'start', { assessmentId: id })).status).toBe(201);
  });
});
