/**
 * The college competition (decision 0039) on both drivers: the seeded editions, registering once (also
 * when requests race), the one-attempt quiz capped by round 1's end and submitted at the deadline, the
 * phone refused, elimination by the published cut-off, the case study only with round 2, files checked
 * by their bytes, late files, results pages and filters, the partner jobs, and a vertical without it.
 */

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  COMPETITION,
  Competition,
  type PlayedRound,
  QUIZ_DESKTOP_ONLY_MESSAGE,
  SUBMISSION_KINDS,
  type Vertical,
} from '@jobsite/domain';
import {
  type CompetitionProgressAnswer,
  CompetitionQuizAnswer,
  CompetitionResultAnswer,
  SavedAnswerAnswer,
} from '@jobsite/domain/answers';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseStudyPdf } from '../../db/competition/case-study.ts';
import { makeCompressedPdf, makeDocx, makeElf, makeOle, makePptx } from '../../media/test-documents.ts';
import { makeMp4 } from '../../media/test-media.ts';
import { slowUpload } from '../../media/test-upload.ts';
import {
  drivers,
  errorOf,
  freshSeeker,
  internalCall,
  setupTestServer,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
  type TestSeeker,
} from '../../test-server.ts';
import { BASE, M, T } from '../../testing/verticals.ts';
import { assessmentTasks } from '../assessments/schedule.ts';
import { GRACE_SECONDS } from '../timed/engine.ts';

const DAY = 86_400_000;
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const QUESTIONS = [
  { prompt: 'What is 2 + 2?', options: ['3', '4', '5', '22'], correct: 1 },
  {
    prompt: 'Which is a fixed cost?',
    options: ['Rent', 'Raw material', 'Sales commission', 'Freight'],
    correct: 0,
  },
  {
    prompt: 'Opposite of inflation?',
    options: ['Stagflation', 'Deflation', 'Reflation', 'Hyperinflation'],
    correct: 1,
  },
];

describe.each(drivers)('the competition on %s', (driver) => {
  const s = setupTestServer(driver);
  let editions = 100;

  const internal = (method: string, path: string, body?: unknown, vertical: Vertical = M) =>
    internalCall(s, vertical, method, path, body);
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  /**
   * Moves the API's clock (it reads the time from Date, in this process) past a deadline and its grace,
   * instead of waiting for it; the round ends a minute ahead, so a slow machine never reaches it first.
   */
  const pastTheGrace = (deadline: string) =>
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(deadline).getTime() + GRACE_SECONDS * 1000 + 1 });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A new edition (it becomes the current one): registration open now, the rounds days ahead. */
  async function newEdition(windows: Partial<Record<'registration' | PlayedRound, [number, number]>> = {}) {
    editions += 1;
    const w = {
      registration: [-DAY, DAY],
      round1: [2 * DAY, 3 * DAY],
      round2: [4 * DAY, 5 * DAY],
      round3: [6 * DAY, 7 * DAY],
      ...windows,
    };
    const rounds = Object.fromEntries(
      Object.entries(w).map(([k, [a, b]]) => [k, { startsAt: at(a as number), endsAt: at(b as number) }]),
    );
    const { id } = await ok<{ id: number }>(
      await internal('POST', '/competitions', {
        name: `Epoch test ${editions}`,
        edition: editions,
        year: 2026,
        rounds,
        quiz: { durationSeconds: 600, questions: QUESTIONS },
      }),
      201,
    );
    return id;
  }
  const register = (seeker: TestSeeker, competitionId: number) =>
    seeker.b.request('POST', `${BASE}/user/competition/register`, {
      form: {
        competitionId: String(competitionId),
        institute: 'IIM Kozhikode',
        programme: 'PGP',
        graduationYear: '2027',
        acceptTerms: 'on',
      },
    });
  const progress = async (seeker: TestSeeker, id: number) =>
    ok<CompetitionProgressAnswer>(
      await seeker.b.request('GET', `${BASE}/user/competition/progress?competitionId=${id}`),
    );
  const start = (seeker: TestSeeker, id: number, ua = DESKTOP) =>
    seeker.b.request('POST', `${BASE}/user/competition/quiz/start`, {
      json: { competitionId: id },
      headers: { 'user-agent': ua },
    });
  const open = (id: number, round: string, endsAt?: string) =>
    internal('POST', `/competitions/${id}/rounds/${round}/open`, endsAt ? { endsAt } : {});
  const close = (id: number, round: string) =>
    internal('POST', `/competitions/${id}/rounds/${round}/close`, {});
  const publish = (id: number, round: string, cutoff?: number) =>
    internal('POST', `/competitions/${id}/rounds/${round}/publish`, cutoff === undefined ? {} : { cutoff });
  const submitFile = (seeker: TestSeeker, id: number, kind: string, data: Uint8Array, name: string) => {
    const form = new FormData();
    form.set('competitionId', String(id));
    form.set('kind', kind);
    form.set('file', new Blob([Buffer.from(data)]), name);
    return fetch(`${s.base}${BASE}/user/competition/submission`, {
      method: 'POST',
      body: form,
      headers: { cookie: `${M}_token=${seeker.b.cookie(`${M}_token`)}`, origin: 'http://localhost:3000' },
    });
  };

  /** A new edition and a new seeker registered to it. */
  async function registeredSeeker() {
    const id = await newEdition();
    const a = await freshSeeker(s, M);
    await ok(await register(a, id), 201);
    return { id, a };
  }

  /** A candidate through the quiz with `right` of the three answers right. */
  async function takeQuiz(seeker: TestSeeker, id: number, right: number) {
    const started = v.parse(CompetitionQuizAnswer, await ok(await start(seeker, id), 201));
    for (const [i, q] of (started.attempt?.questions ?? []).entries()) {
      const choice = i < right ? (QUESTIONS[i]?.correct ?? 0) : ((QUESTIONS[i]?.correct ?? 0) + 1) % 4;
      v.parse(
        SavedAnswerAnswer,
        await ok(
          await seeker.b.request('POST', `${BASE}/user/competition/quiz/answer`, {
            json: { competitionId: id, questionId: q.id, choice },
          }),
        ),
      );
    }
    await ok(
      await seeker.b.request('POST', `${BASE}/user/competition/quiz/submit`, { json: { competitionId: id } }),
    );
  }

  /** As if `seeker` went through rounds 1 and 2; then round 3 opens (the earlier windows close). */
  async function inRoundThree(seeker: TestSeeker, id: number) {
    for (const round of ['round1', 'round2'])
      await s.db.raw(
        `INSERT INTO competition_scores (competition_id, seeker_id, round, score, rank, qualified) VALUES ($1, $2, $3, 10, 1, true)`,
        [id, seeker.seekerId, round],
      );
    await s.db.raw(
      `UPDATE competitions SET round1_published_at = now(), round2_published_at = now() WHERE id = $1`,
      [id],
    );
    await ok(await open(id, 'round3'));
  }

  it('serves the seeded editions to visitors: Epoch 2026 current with 30 questions, Epoch 2025 published', async () => {
    const info = v.parse(Competition, await ok(await s.get(`${BASE}/user/competition/info`)));
    expect(info).toMatchObject({
      name: 'Epoch 2026',
      edition: 2,
      registered: false,
      status: 'idle',
      currentRound: null,
    });
    expect(info.quiz).toEqual({ questions: COMPETITION.quiz.questions, minutes: COMPETITION.quiz.minutes });
    expect(info.rounds.map((r) => [r.round, r.state])).toEqual([
      ['registration', 'open'],
      ['round1', 'upcoming'],
      ['round2', 'upcoming'],
      ['round3', 'upcoming'],
    ]);
    const past = info.editions.find((e) => e.edition === 1);
    expect(past).toMatchObject({ name: 'Epoch 2025', current: false });
    const r1 = v.parse(
      CompetitionResultAnswer,
      await ok(
        await s.get(
          `${BASE}/user/competition/result?competitionId=${past?.id}&round=round1&pageSize=10&page=2`,
        ),
      ),
    );
    expect(r1).toMatchObject({
      published: true,
      page: 2,
      pageSize: 10,
      publishedRounds: ['round1', 'round2', 'round3'],
    });
    expect(r1.total).toBeGreaterThan(30);
    expect(r1.results).toHaveLength(10);
    const ranks = r1.results.map((r) => r.rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const iim = v.parse(
      CompetitionResultAnswer,
      await ok(
        await s.get(`${BASE}/user/competition/result?competitionId=${past?.id}&round=round1&institute=iim`),
      ),
    );
    expect(iim.results.length).toBeGreaterThan(0);
    expect(iim.results.every((r) => r.institute.toLowerCase().includes('iim'))).toBe(true);
    const named = v.parse(
      CompetitionResultAnswer,
      await ok(
        await s.get(`${BASE}/user/competition/result?competitionId=${past?.id}&round=round1&name=AARAV`),
      ),
    );
    expect(named.results.map((r) => r.name)).toEqual([expect.stringMatching(/^Aarav /)]);
    const final = v.parse(
      CompetitionResultAnswer,
      await ok(await s.get(`${BASE}/user/competition/result?competitionId=${past?.id}`)),
    );
    expect(final.round).toBe('round3');
    expect(final.results.every((r) => r.qualified === null)).toBe(true);
    const current = v.parse(
      CompetitionResultAnswer,
      await ok(await s.get(`${BASE}/user/competition/result`)),
    );
    expect(current).toMatchObject({ published: false, results: [], round: null });
  });

  it('answers 404 for every competition call in a vertical without the competition', async () => {
    const tech = TEST_BASE_PATHS[T];
    for (const path of ['/user/competition/info', '/user/competition/result', '/user/competition/progress']) {
      const res = await s.get(`${tech}${path}`);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe('There is no competition in this vertical');
    }
    expect((await internal('GET', '/competitions', undefined, T)).status).toBe(404);
  });

  it('registers once: twice is "already registered", racing requests make one row, a closed window is refused', async () => {
    const id = await newEdition();
    const a = await freshSeeker(s, M);
    const first = await ok<{ message: string; competition: { registered: boolean; status: string } }>(
      await register(a, id),
      201,
    );
    expect(first.competition).toMatchObject({ registered: true, status: 'inProgress' });
    const again = await ok<{ message: string }>(await register(a, id));
    expect(again.message).toMatch(/^You are already registered/);
    const b = await freshSeeker(s, M);
    const raced = await Promise.all(Array.from({ length: 6 }, () => register(b, id)));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const rows = await s.db.raw(
      'SELECT count(*)::int AS n FROM competition_registrations WHERE competition_id = $1',
      [id],
    );
    expect(rows).toEqual([{ n: 2 }]);
    const p = await progress(a, id);
    expect(p.registration).toMatchObject({
      institute: 'IIM Kozhikode',
      programme: 'PGP',
      graduationYear: 2027,
    });
    expect(p.rounds.map((r) => r.state)).toEqual(['locked', 'locked', 'locked']);
    // Signed out: 401; a closed registration: 409.
    expect((await s.get(`${BASE}/user/competition/progress`)).status).toBe(401);
    const closed = await newEdition({ registration: [-2 * DAY, -DAY] });
    const c = await freshSeeker(s, M);
    const refused = await register(c, closed);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatch(/^Registration for Epoch test \d+ closed on /);
  });

  it('gives one attempt: a second start answers the same clock, the deadline is capped by round 1 and submits itself', async () => {
    const { id, a } = await registeredSeeker();
    const early = await start(a, id);
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatch(/^The quiz opens on /);
    const endsAt = at(60_000);
    await ok(await open(id, 'round1', endsAt));
    const phone = await start(a, id, PHONE);
    expect(phone.status).toBe(403);
    expect(await errorOf(phone)).toBe(QUIZ_DESKTOP_ONLY_MESSAGE);
    const outsider = await freshSeeker(s, M);
    expect((await start(outsider, id)).status).toBe(403);
    const first = v.parse(CompetitionQuizAnswer, await ok(await start(a, id), 201));
    expect(first.attempt?.deadline).toBe(new Date(endsAt).toISOString());
    expect(JSON.stringify(first)).not.toMatch(/correct/);
    const second = v.parse(CompetitionQuizAnswer, await ok(await start(a, id)));
    expect(second.attempt?.id).toBe(first.attempt?.id);
    expect(second.attempt?.startedAt).toBe(first.attempt?.startedAt);
    const q = first.attempt?.questions[0];
    await ok(
      await a.b.request('POST', `${BASE}/user/competition/quiz/answer`, {
        json: { competitionId: id, questionId: q?.id, choice: 1 },
      }),
    );
    expect((await progress(a, id)).rounds[0]?.state).toBe('started');
    // Past the deadline and its grace, the read submits it by the deadline.
    pastTheGrace(endsAt);
    const read = v.parse(
      CompetitionQuizAnswer,
      await ok(await a.b.request('GET', `${BASE}/user/competition/quiz?competitionId=${id}`)),
    );
    expect(read.attempt).toMatchObject({ submitted: true, submittedBy: 'deadline', score: 1, maxScore: 3 });
    const late = await a.b.request('POST', `${BASE}/user/competition/quiz/answer`, {
      json: { competitionId: id, questionId: q?.id, choice: 0 },
    });
    expect(late.status).toBe(409);
    const restarted = v.parse(CompetitionQuizAnswer, await ok(await start(a, id)));
    expect(restarted.attempt?.id).toBe(first.attempt?.id);
    const p = await progress(a, id);
    expect(p.rounds[0]).toMatchObject({ state: 'submitted', score: 1, maxScore: 3, rank: null });
  });

  it('eliminates by the cut-off; only the qualified get the case (with round 2) and hand in files checked by their bytes', {
    timeout: 30_000,
  }, async () => {
    const id = await newEdition();
    const pass = await freshSeeker(s, M);
    const fail = await freshSeeker(s, M);
    const absent = await freshSeeker(s, M);
    for (const x of [pass, fail, absent]) await ok(await register(x, id), 201);
    await ok(await open(id, 'round1'));
    await takeQuiz(pass, id, 3);
    await takeQuiz(fail, id, 1);
    const early = await publish(id, 'round1', 2);
    expect(early.status).toBe(409);
    await ok(await close(id, 'round1'));
    expect((await publish(id, 'round1')).status).toBe(400);
    await ok(await publish(id, 'round1', 2));
    expect(await progress(pass, id)).toMatchObject({ status: 'qualified' });
    expect((await progress(pass, id)).rounds[0]).toMatchObject({
      state: 'qualified',
      rank: 1,
      cutoff: 2,
      score: 3,
    });
    expect(await progress(fail, id)).toMatchObject({ status: 'eliminated' });
    expect((await progress(fail, id)).rounds[0]).toMatchObject({ state: 'eliminated', rank: 2 });
    expect((await progress(absent, id)).rounds[0]?.state).toBe('missed');
    expect((await progress(absent, id)).status).toBe('eliminated');
    const results = v.parse(
      CompetitionResultAnswer,
      await ok(await s.get(`${BASE}/user/competition/result?competitionId=${id}&round=round1`)),
    );
    expect(results.results.map((r) => [r.rank, r.qualified])).toEqual([
      [1, true],
      [2, false],
    ]);

    // The case study: only once round 2 opens, only to the qualified.
    const download = (x: TestSeeker) =>
      x.b.request('GET', `${BASE}/competition/download?round=round2&competitionId=${id}`);
    const before = await download(pass);
    expect(before.status).toBe(409);
    expect(await errorOf(before)).toMatch(/^The case study opens with round 2 on /);
    const form = new FormData();
    form.set('file', new Blob([Buffer.from(makeElf())]), 'case.pdf');
    const badCase = await fetch(`${s.base}/internal/${M}/competitions/${id}/case-study`, {
      method: 'PUT',
      body: form,
      headers: { 'x-admin-key': TEST_ADMIN_KEY },
    });
    expect(badCase.status).toBe(415);
    const pdf = await caseStudyPdf('Epoch test');
    const good = new FormData();
    good.set('file', new Blob([Buffer.from(pdf)]), 'case.pdf');
    await ok(
      await fetch(`${s.base}/internal/${M}/competitions/${id}/case-study`, {
        method: 'PUT',
        body: good,
        headers: { 'x-admin-key': TEST_ADMIN_KEY },
      }),
    );
    const tooSoon = await submitFile(pass, id, 'answer', pdf, 'answer.pdf');
    expect(tooSoon.status).toBe(409);
    await ok(await open(id, 'round2'));
    const got = await download(pass);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(pdf);
    expect((await download(fail)).status).toBe(403);
    expect((await s.get(`${BASE}/competition/download?round=round2&competitionId=${id}`)).status).toBe(401);
    expect(
      (
        await download(pass).then(() =>
          pass.b.request('GET', `${BASE}/competition/download?round=round3&competitionId=${id}`),
        )
      ).status,
    ).toBe(404);
    const eliminated = await submitFile(fail, id, 'answer', pdf, 'answer.pdf');
    expect(eliminated.status).toBe(403);

    // Round 2 files by content.
    const elf = await submitFile(pass, id, 'answer', makeElf(), 'case.pdf');
    expect(elf.status).toBe(415);
    expect(await errorOf(elf)).toBe(
      'Your case answer must be a .pdf, .ppt, .pptx, .doc or .docx file: this file is not one',
    );
    for (const [data, name, format] of [
      [makeOle('PowerPoint Document'), 'answer.ppt', 'ppt'],
      [makeOle('WordDocument'), 'answer.doc', 'doc'],
      [makeDocx(), 'answer.docx', 'docx'],
      [pdf, 'answer.pdf', 'pdf'],
    ] as const) {
      const res = await ok<{ file: { format: string; fileName: string } }>(
        await submitFile(pass, id, 'answer', data, name),
        201,
      );
      expect(res.file).toMatchObject({ format, fileName: name });
    }
    const files = await s.db.raw('SELECT format FROM competition_files WHERE competition_id = $1', [id]);
    expect(files).toEqual([{ format: 'pdf' }]);
    const p2 = await progress(pass, id);
    expect(p2.rounds[1]).toMatchObject({
      state: 'submitted',
      files: [expect.objectContaining({ kind: 'answer', format: 'pdf' })],
    });

    // Round 2 graded and published; round 3's deck and video.
    const unknown = await internal('POST', `/competitions/${id}/grades`, {
      round: 'round2',
      grades: [{ email: 'nobody@example.in', score: 5 }],
    });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toContain('nobody@example.in');
    await ok(
      await internal('POST', `/competitions/${id}/grades`, {
        round: 'round2',
        grades: [{ email: pass.email, score: 72, maxScore: 100 }],
      }),
    );
    await ok(await close(id, 'round2'));
    const late = await submitFile(pass, id, 'answer', pdf, 'answer.pdf');
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatch(/^Round 2 closed on .+: late files are not taken$/);
    await ok(await publish(id, 'round2', 60));
    await ok(await open(id, 'round3'));
    const thirteen = await submitFile(pass, id, 'deck', makePptx(13), 'deck.pptx');
    expect(thirteen.status).toBe(400);
    expect(await errorOf(thirteen)).toBe('Your deck has 13 slides: at most 12 are allowed');
    const pdfDeck = await submitFile(pass, id, 'deck', makeCompressedPdf(14), 'deck.pdf');
    expect(await errorOf(pdfDeck)).toBe('Your deck has 14 slides: at most 12 are allowed');
    expect((await submitFile(pass, id, 'deck', makeOle('PowerPoint Document'), 'deck.ppt')).status).toBe(415);
    const twelve = await ok<{ file: { slides: number } }>(
      await submitFile(pass, id, 'deck', makePptx(12), 'deck.pptx'),
      201,
    );
    expect(twelve.file.slides).toBe(12);
    const long = await submitFile(pass, id, 'video', makeMp4(185), 'pitch.mp4');
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toBe('Your pitch video is 3:05 long: it must be at most 2:00');
    expect((await submitFile(pass, id, 'video', pdf, 'pitch.mp4')).status).toBe(415);
    const short = await ok<{ file: { durationSeconds: number } }>(
      await submitFile(pass, id, 'video', makeMp4(95), 'pitch.mp4'),
      201,
    );
    expect(short.file.durationSeconds).toBe(95);
    expect((await progress(pass, id)).rounds[2]?.state).toBe('submitted');
    await ok(
      await internal('POST', `/competitions/${id}/grades`, {
        round: 'round3',
        grades: [{ email: pass.email, score: 88 }],
      }),
    );
    await ok(await close(id, 'round3'));
    await ok(await publish(id, 'round3'));
    const done = await progress(pass, id);
    expect(done).toMatchObject({ status: 'completed', currentRound: 'round3' });
    expect(done.rounds[2]).toMatchObject({ state: 'graded', rank: 1, score: 88 });
    const candidates = await ok<{ candidates: { email: string }[] }>(
      await internal('GET', `/competitions/${id}/candidates?round=round2`),
    );
    expect(candidates.candidates.map((c) => c.email)).toEqual([pass.email]);
    expect(SUBMISSION_KINDS).toHaveLength(3);
  });

  it('lets organisers check windows, replace the quiz before round 1, re-decide a cut-off, and use the CLI', async () => {
    const bad = await internal('POST', '/competitions', {
      name: 'Out of order',
      edition: 999,
      year: 2026,
      rounds: {
        registration: { startsAt: at(0), endsAt: at(3 * DAY) },
        round1: { startsAt: at(DAY), endsAt: at(2 * DAY) },
        round2: { startsAt: at(4 * DAY), endsAt: at(5 * DAY) },
        round3: { startsAt: at(6 * DAY), endsAt: at(7 * DAY) },
      },
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toContain('the windows must follow one another');
    const id = await newEdition();
    const replaced = await ok<{ quiz: { questions: number } }>(
      await internal('PUT', `/competitions/${id}/quiz`, {
        durationSeconds: 1200,
        questions: QUESTIONS.slice(0, 2),
      }),
    );
    expect(replaced.quiz.questions).toBe(2);
    const a = await freshSeeker(s, M);
    const b = await freshSeeker(s, M);
    await ok(await register(a, id), 201);
    await ok(await register(b, id), 201);
    await ok(await open(id, 'round1'));
    const late = await internal('PUT', `/competitions/${id}/quiz`, { questions: QUESTIONS });
    expect(late.status).toBe(409);
    // The registration closed when round 1 opened.
    const info = v.parse(
      Competition,
      await ok(await a.b.request('GET', `${BASE}/user/competition/info?competitionId=${id}`)),
    );
    expect(info.rounds.map((r) => r.state)).toEqual(['closed', 'open', 'upcoming', 'upcoming']);
    expect(info).toMatchObject({
      registered: true,
      status: 'inProgress',
      currentRound: 'round1',
      quiz: { questions: 2 },
    });
    await takeQuiz(a, id, 2);
    // b starts and leaves: closing the round submits the attempt.
    await ok(await start(b, id), 201);
    await ok(await close(id, 'round1'));
    const swept = await s.db.raw(
      `SELECT submitted_by FROM attempts WHERE owner_kind = 'competition-round1' AND owner_id = $1 AND seeker_id = $2`,
      [id, b.seekerId],
    );
    expect(swept).toEqual([{ submitted_by: 'deadline' }]);
    await ok(await publish(id, 'round1', 2));
    expect((await progress(b, id)).status).toBe('eliminated');
    await ok(await publish(id, 'round1', 0));
    expect((await progress(b, id)).status).toBe('qualified');
    const run = promisify(execFile);
    const cli = new URL('../../cli/organiser.ts', import.meta.url).pathname;
    const env = { ...process.env, API_URL: s.base, ADMIN_KEY: TEST_ADMIN_KEY };
    const listed = JSON.parse((await run('node', [cli, 'list'], { env })).stdout) as {
      competitions: { id: number; current: boolean; registrations: number }[];
    };
    expect(listed.competitions[0]).toMatchObject({ id, current: true, registrations: 2 });
    const people = JSON.parse(
      (await run('node', [cli, 'candidates', '--competition', String(id), '--round', 'round2'], { env }))
        .stdout,
    ) as { candidates: { email: string; rounds: { round1: { qualified: boolean } } }[] };
    expect(people.candidates.map((c) => c.email).sort()).toEqual([a.email, b.email].sort());
    // The next round opened: the cut-off can no longer change.
    await ok(await open(id, 'round2'));
    expect((await publish(id, 'round1', 3)).status).toBe(409);
  });

  it('submits an overdue quiz in the background sweep, which knows the competition', async () => {
    const { id, a } = await registeredSeeker();
    const endsAt = at(60_000);
    await ok(await open(id, 'round1', endsAt));
    await ok(await start(a, id), 201);
    pastTheGrace(endsAt);
    const [sweep] = assessmentTasks(s.db);
    await sweep?.run();
    const rows = await s.db.raw(
      `SELECT round, score FROM competition_scores WHERE competition_id = $1 AND seeker_id = $2`,
      [id, a.seekerId],
    );
    expect(rows).toEqual([{ round: 'round1', score: 0 }]);
  });

  it("takes a large file on the submission path only, and refuses one over its kind's size", {
    timeout: 60_000,
  }, async () => {
    const { id, a } = await registeredSeeker();
    await inRoundThree(a, id);
    const big = await ok<{ file: { sizeBytes: number } }>(
      await submitFile(a, id, 'video', makeMp4(60, 3 * 1024 * 1024), 'pitch.mp4'),
      201,
    );
    expect(big.file.sizeBytes).toBeGreaterThan(3 * 1024 * 1024);
    // Refused from its length: the client sends 1 MB of the 26 and reads the answer. (A client that
    // pushed all 26 MB could be cut off before reading it: the server stops draining a refused body
    // after 500 ms.)
    const huge = await slowUpload(`${s.base}${BASE}/user/competition/submission`, {
      headers: { origin: 'http://localhost:3000', cookie: `${M}_token=${a.b.cookie(`${M}_token`)}` },
      fields: { competitionId: String(id), kind: 'deck' },
      fileBytes: 26 * 1024 * 1024,
      sendBytes: 1024 * 1024,
    });
    expect(huge.status, huge.body).toBe(413);
    expect((JSON.parse(huge.body) as { error: { message: string } }).error.message).toBe(
      'Your pitch deck is larger than 25 MB, the most it may be',
    );
    // Another call's body is still held to the default limit.
    const json = await a.b.request('POST', `${BASE}/user/competition/quiz/submit`, {
      json: { competitionId: id, pad: 'x'.repeat(100 * 1024) },
    });
    expect(json.status).toBe(413);
  });

  it('refuses a file before reading it: signed out, not registered, declared larger than its kind, round closed', {
    timeout: 60_000,
  }, async () => {
    const { id, a } = await registeredSeeker();
    const stranger = await freshSeeker(s, M);
    await inRoundThree(a, id);
    // A 78 MB video of which the client sends the fields and 1 MB, then waits: the answer must come
    // while 77 MB are still to be sent, so the server decided without reading the file.
    const send = (seeker: TestSeeker | null, kind: string, declare?: number) =>
      slowUpload(`${s.base}${BASE}/user/competition/submission`, {
        headers: {
          origin: 'http://localhost:3000',
          ...(seeker ? { cookie: `${M}_token=${seeker.b.cookie(`${M}_token`)}` } : {}),
        },
        fields: { competitionId: String(id), kind },
        prefix: makeMp4(60),
        fileBytes: 78 * 1024 * 1024,
        sendBytes: 1024 * 1024,
        ...(declare === undefined ? {} : { declare }),
      });
    const message = (answer: { body: string }) =>
      (JSON.parse(answer.body) as { error: { message: string } }).error.message;
    const signedOut = await send(null, 'video');
    expect(signedOut.status).toBe(401);
    const notRegistered = await send(stranger, 'video');
    expect(notRegistered.status, notRegistered.body).toBe(403);
    expect(message(notRegistered)).toMatch(/^Register for Epoch test \d+ to take part$/);
    expect(notRegistered.sentWhenAnswered).toBeLessThan(2 * 1024 * 1024);
    // A deck may be 25 MB: a body declaring 30 MB is refused from its length (the route takes 80 MB).
    const bigDeck = await send(a, 'deck', 30 * 1024 * 1024);
    expect(bigDeck.status, bigDeck.body).toBe(413);
    expect(message(bigDeck)).toBe('Your pitch deck is larger than 25 MB, the most it may be');
    await ok(await close(id, 'round3'));
    const late = await send(a, 'video');
    expect(late.status, late.body).toBe(409);
    expect(message(late)).toMatch(/^Round 3 closed on .+: late files are not taken$/);
    const files = await s.db.raw(
      'SELECT count(*)::int AS n FROM competition_files WHERE competition_id = $1',
      [id],
    );
    expect(files).toEqual([{ n: 0 }]);
  });

  it('shows the partner jobs only to candidates of the current edition, and never in public listings', async () => {
    const stranger = await freshSeeker(s, M);
    const refused = await stranger.b.request(
      'GET',
      `${BASE}/job/getUnpublishedJobs?tag=${COMPETITION.unpublishedJobsTag}`,
    );
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatch(/^These jobs are for Epoch candidates/);
    const id = await newEdition();
    await ok(await register(stranger, id), 201);
    const feed = await ok<{ jobs: { id: number }[]; totalJobs: number }>(
      await stranger.b.request(
        'GET',
        `${BASE}/job/getUnpublishedJobs?tag=${COMPETITION.unpublishedJobsTag}&page=0`,
      ),
    );
    expect(feed.totalJobs).toBeGreaterThanOrEqual(5);
    const jobs = (await s.db.raw('SELECT id, status FROM jobs WHERE $1::int = ANY(tag_ids)', [
      COMPETITION.unpublishedJobsTag,
    ])) as { id: number; status: number }[];
    expect(jobs.every((j) => j.status === 0)).toBe(true);
    expect(feed.jobs.map((j) => Number(j.id)).sort()).toEqual(jobs.map((j) => Number(j.id)).sort());
    const detail = await s.get(`${BASE}/job/detail?jobcode=${feed.jobs[0]?.id}`);
    expect(detail.status).toBe(404);
  });
});
