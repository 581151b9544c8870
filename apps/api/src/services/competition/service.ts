/**
 * The college competition "Epoch" (calls.md 7.8; decision 0039): an edition's rounds by the server's
 * clock, registering once, where a candidate stands round by round, the published results, and the
 * round 1 quiz on the timed-questions engine (one attempt, capped by the round's end).
 */

import type { Competition } from '@jobsite/domain';
import {
  COMPETITION,
  COMPETITION_ROUNDS,
  type CompetitionRound,
  type CompetitionStatus,
  PLAYED_ROUNDS,
  type PlayedRound,
  type RoundProgressState,
  VERTICALS,
} from '@jobsite/domain';
import type {
  CompetitionFile,
  CompetitionProgressAnswer,
  CompetitionResultAnswer,
  CompetitionRoundProgress,
} from '@jobsite/domain/answers';
import type { CompetitionRegisterBody, CompetitionResultQuery } from '@jobsite/domain/calls';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { attempts, competitionRegistrations, competitions } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import {
  type AttemptView,
  attemptView,
  SUBMITTED_MESSAGE,
  saveAnswer,
  startAttempt,
  submit,
} from '../timed/engine.ts';
import { setSummary } from '../timed/queries.ts';
import { COMPETITION_OWNER } from './owner.ts';
import {
  type CompetitionRow,
  competitionOf,
  editionsOf,
  type FileRow,
  filesOf,
  insertRegistration,
  type RegistrationRow,
  registrationOf,
  resultRows,
  type ScoreRow,
  scoresOf,
} from './queries.ts';

export const NO_COMPETITION = 'There is no competition in this vertical';
export const ROUND_LABEL: Record<CompetitionRound, string> = {
  registration: 'Registration',
  round1: 'Round 1',
  round2: 'Round 2',
  round3: 'Round 3',
};
const ELIMINATION: Record<CompetitionRound, boolean> = {
  registration: false,
  round1: true,
  round2: true,
  round3: false,
};

/** Whether the vertical runs the competition (its `competition` flag). */
export const runsCompetition = (vertical: Vertical) => VERTICALS[vertical].flags.competition;

const iso = (d: Date) => d.toISOString();

/** A date as messages say it: "14 December 2026, 10:30 IST". */
export function spoken(d: Date | string): string {
  const date = new Date(d);
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kolkata',
  }).format(date);
  return `${day}, ${time} IST`;
}

export interface Window {
  startsAt: Date;
  endsAt: Date;
}

export const windowOf = (c: CompetitionRow, round: CompetitionRound): Window => {
  return {
    registration: { startsAt: c.registrationStartsAt, endsAt: c.registrationEndsAt },
    round1: { startsAt: c.round1StartsAt, endsAt: c.round1EndsAt },
    round2: { startsAt: c.round2StartsAt, endsAt: c.round2EndsAt },
    round3: { startsAt: c.round3StartsAt, endsAt: c.round3EndsAt },
  }[round];
};

export type WindowState = 'upcoming' | 'open' | 'closed';
export function stateOf(w: Window, now: Date): WindowState {
  if (now.getTime() < w.startsAt.getTime()) return 'upcoming';
  return now.getTime() < w.endsAt.getTime() ? 'open' : 'closed';
}

export const publishedAt = (c: CompetitionRow, round: PlayedRound) =>
  ({ round1: c.round1PublishedAt, round2: c.round2PublishedAt, round3: c.round3PublishedAt })[round];

export const cutoffOf = (c: CompetitionRow, round: PlayedRound): number | null =>
  round === 'round1' ? c.round1Cutoff : round === 'round2' ? c.round2Cutoff : null;

/** The edition (by id, else the current one), or 404. */
export async function editionOf(db: Queryable, vertical: Vertical, id?: number): Promise<CompetitionRow> {
  if (!runsCompetition(vertical)) throw new HttpError(404, NO_COMPETITION);
  const row = await competitionOf(db, vertical, id);
  if (!row)
    throw new HttpError(
      404,
      id === undefined ? 'There is no competition edition yet' : 'Competition not found',
    );
  return row;
}

interface Standing {
  registration: RegistrationRow | undefined;
  scores: Map<PlayedRound, ScoreRow>;
  files: FileRow[];
  attempt: AttemptView | undefined;
}

async function standingOf(
  db: Db,
  c: CompetitionRow,
  seekerId: number | undefined,
  now: Date,
): Promise<Standing> {
  if (seekerId === undefined)
    return { registration: undefined, scores: new Map(), files: [], attempt: undefined };
  const registration = await registrationOf(db, c.id, seekerId);
  if (!registration) return { registration, scores: new Map(), files: [], attempt: undefined };
  // Reading the attempt submits it first when its time is up, so its score is kept before scores are read.
  const attempt = await attemptView(db, { ownerKind: COMPETITION_OWNER, ownerId: c.id, seekerId }, now);
  const [scores, files] = await Promise.all([scoresOf(db, c.id, seekerId), filesOf(db, c.id, seekerId)]);
  return { registration, scores: new Map(scores.map((s) => [s.round, s])), files, attempt };
}

const previousOf = (round: PlayedRound): PlayedRound | undefined =>
  round === 'round2' ? 'round1' : round === 'round3' ? 'round2' : undefined;

/** Whether the candidate may play the round: registered, and passed the published round before it. */
export function qualifiedFor(
  c: CompetitionRow,
  s: Pick<Standing, 'registration' | 'scores'>,
  round: PlayedRound,
) {
  if (!s.registration) return false;
  const before = previousOf(round);
  if (!before) return true;
  return publishedAt(c, before) !== null && s.scores.get(before)?.qualified === true;
}

export const fileOut = (f: FileRow): CompetitionFile => ({
  kind: f.kind,
  round: f.round,
  fileName: f.fileName,
  format: f.format,
  sizeBytes: f.sizeBytes,
  slides: f.slides,
  durationSeconds: f.durationMs === null ? null : f.durationMs / 1000,
  uploadedAt: iso(f.uploadedAt),
});

const KINDS_OF: Record<PlayedRound, string[]> = { round1: [], round2: ['answer'], round3: ['deck', 'video'] };

function roundProgress(
  c: CompetitionRow,
  s: Standing,
  round: PlayedRound,
  now: Date,
): CompetitionRoundProgress {
  const w = windowOf(c, round);
  const published = publishedAt(c, round) !== null;
  const score = s.scores.get(round);
  const files = s.files.filter((f) => f.round === round);
  const handedIn =
    round === 'round1'
      ? s.attempt?.submitted === true
      : KINDS_OF[round].every((k) => files.some((f) => f.kind === k));
  let state: RoundProgressState;
  if (!qualifiedFor(c, s, round)) state = 'locked';
  else if (published && score?.rank !== null && score?.rank !== undefined)
    state = round === 'round3' ? 'graded' : score.qualified ? 'qualified' : 'eliminated';
  else if (published && handedIn) state = round === 'round3' ? 'submitted' : 'eliminated';
  else {
    const ws = stateOf(w, now);
    if (ws === 'upcoming') state = 'locked';
    else if (handedIn) state = 'submitted';
    else if (ws === 'closed') state = 'missed';
    else if (round === 'round1' && s.attempt && !s.attempt.submitted) state = 'started';
    else state = 'open';
  }
  const quizScore = round === 'round1' && s.attempt?.submitted ? s.attempt : undefined;
  const submittedAt =
    round === 'round1'
      ? (s.attempt?.submittedAt ?? null)
      : files.length > 0
        ? iso(new Date(Math.max(...files.map((f) => f.uploadedAt.getTime()))))
        : null;
  return {
    round,
    state,
    startsAt: iso(w.startsAt),
    endsAt: iso(w.endsAt),
    score: score ? score.score : (quizScore?.score ?? null),
    maxScore: score ? score.maxScore : (quizScore?.maxScore ?? null),
    rank: published && score?.rank !== null && score?.rank !== undefined ? score.rank : null,
    cutoff: published ? cutoffOf(c, round) : null,
    submittedAt,
    files: files.map(fileOut),
  };
}

/** The candidate's status and the round they are in, from the rounds' states. */
function statusOf(
  c: CompetitionRow,
  s: Standing,
  rounds: CompetitionRoundProgress[],
  now: Date,
): { status: CompetitionStatus; currentRound: CompetitionRound | null } {
  if (!s.registration) return { status: 'idle', currentRound: null };
  const by = new Map(rounds.map((r) => [r.round, r]));
  for (const round of ['round1', 'round2'] as const) {
    if (publishedAt(c, round) !== null && by.get(round)?.state !== 'qualified')
      return { status: 'eliminated', currentRound: round };
  }
  if (publishedAt(c, 'round3') !== null) {
    return by.get('round3')?.state === 'graded'
      ? { status: 'completed', currentRound: 'round3' }
      : { status: 'eliminated', currentRound: 'round3' };
  }
  const started = PLAYED_ROUNDS.filter(
    (r) => by.get(r)?.state !== 'locked' && now >= windowOf(c, r).startsAt,
  );
  const currentRound: CompetitionRound = started.at(-1) ?? 'registration';
  const latestPublished = (['round2', 'round1'] as const).find((r) => publishedAt(c, r) !== null);
  if (latestPublished) return { status: 'qualified', currentRound };
  return { status: 'inProgress', currentRound };
}

async function quizSize(db: Queryable, c: CompetitionRow) {
  const set = c.quizSetId === null ? undefined : await setSummary(db, c.quizSetId);
  return {
    questions: set ? set.questionCount : COMPETITION.quiz.questions,
    durationSeconds: set ? set.durationSeconds : COMPETITION.quiz.minutes * 60,
  };
}

/** `GET user/competition/info`: the edition, its rounds by the clock, where the seeker stands. */
export async function competitionInfo(
  db: Db,
  vertical: Vertical,
  c: CompetitionRow,
  seekerId: number | undefined,
  now: Date,
): Promise<Competition> {
  const s = await standingOf(db, c, seekerId, now);
  const rounds = PLAYED_ROUNDS.map((r) => roundProgress(c, s, r, now));
  const { status, currentRound } = statusOf(c, s, rounds, now);
  const [editions, quiz] = await Promise.all([editionsOf(db, vertical), quizSize(db, c)]);
  const current = editions[0]?.id;
  return {
    id: c.id,
    name: c.name,
    edition: c.edition,
    year: c.year,
    rounds: COMPETITION_ROUNDS.map((round) => {
      const w = windowOf(c, round);
      return {
        round,
        startsAt: iso(w.startsAt),
        endsAt: iso(w.endsAt),
        elimination: ELIMINATION[round],
        state: stateOf(w, now),
        resultsPublished: round !== 'registration' && publishedAt(c, round) !== null,
      };
    }),
    registered: s.registration !== undefined,
    currentRound,
    status,
    preferredCompanies: [],
    quiz: { questions: quiz.questions, minutes: Math.round(quiz.durationSeconds / 60) },
    editions: editions.map((e) => ({
      id: e.id,
      name: e.name,
      edition: e.edition,
      year: e.year,
      current: e.id === current,
    })),
  };
}

/** `GET user/competition/progress`. */
export async function competitionProgress(
  db: Db,
  c: CompetitionRow,
  seekerId: number,
  now: Date,
): Promise<CompetitionProgressAnswer> {
  const s = await standingOf(db, c, seekerId, now);
  const rounds = PLAYED_ROUNDS.map((r) => roundProgress(c, s, r, now));
  const { status, currentRound } = statusOf(c, s, rounds, now);
  const r = s.registration;
  return {
    competitionId: c.id,
    name: c.name,
    edition: c.edition,
    registered: r !== undefined,
    status,
    currentRound,
    registration: r
      ? {
          institute: r.institute,
          programme: r.programme,
          graduationYear: r.graduationYear,
          city: r.city,
          registeredAt: iso(r.createdAt),
        }
      : null,
    rounds,
  };
}

/** `POST user/competition/register`: once per edition, only while registration is open. */
export async function register(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  body: CompetitionRegisterBody,
  now: Date,
): Promise<{ created: boolean; answer: { message: string; competition: Competition } }> {
  const c = await editionOf(db, vertical, body.competitionId);
  const done = async (message: string, created: boolean) => ({
    created,
    answer: { message, competition: await competitionInfo(db, vertical, c, seekerId, now) },
  });
  if (await registrationOf(db, c.id, seekerId))
    return done(`You are already registered for ${c.name}`, false);
  const w = windowOf(c, 'registration');
  const state = stateOf(w, now);
  if (state === 'upcoming')
    throw new HttpError(409, `Registration for ${c.name} opens on ${spoken(w.startsAt)}`);
  if (state === 'closed')
    throw new HttpError(409, `Registration for ${c.name} closed on ${spoken(w.endsAt)}`);
  const created = await insertRegistration(db, {
    competitionId: c.id,
    seekerId,
    institute: body.institute,
    programme: body.programme,
    graduationYear: body.graduationYear,
    city: body.city ? body.city : null,
    at: now,
  });
  return created
    ? done(
        `You are registered for ${c.name}. Round 1 opens on ${spoken(windowOf(c, 'round1').startsAt)}`,
        true,
      )
    : done(`You are already registered for ${c.name}`, false);
}

/** `GET user/competition/result`: one published round, filtered and paged (1-based). */
export async function competitionResults(
  db: Db,
  c: CompetitionRow,
  query: CompetitionResultQuery,
): Promise<CompetitionResultAnswer> {
  const publishedRounds = PLAYED_ROUNDS.filter((r) => publishedAt(c, r) !== null);
  const round = query.round ?? publishedRounds.at(-1) ?? null;
  const base = {
    competitionId: c.id,
    name: c.name,
    edition: c.edition,
    round,
    publishedRounds,
    page: query.page,
    pageSize: query.pageSize,
  };
  if (!round || publishedAt(c, round) === null) return { ...base, published: false, total: 0, results: [] };
  const { rows, total } = await resultRows(
    db,
    c.id,
    round,
    { name: query.name, institute: query.institute },
    query.page,
    query.pageSize,
  );
  return {
    ...base,
    published: true,
    total,
    results: rows.map((r) => ({
      rank: Number(r.rank),
      name: r.name,
      institute: r.institute,
      score: r.score,
      maxScore: r.maxScore,
      qualified: round === 'round3' ? null : r.qualified === true,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The quiz

const attemptOut = ({ setId: _set, ...rest }: AttemptView) => rest;
const keyOf = (c: CompetitionRow, seekerId: number) => ({
  ownerKind: COMPETITION_OWNER,
  ownerId: c.id,
  seekerId,
});

async function quizOut(db: Queryable, c: CompetitionRow, now: Date) {
  const size = await quizSize(db, c);
  const w = windowOf(c, 'round1');
  return {
    competitionId: c.id,
    questionCount: c.quizSetId === null ? 0 : size.questions,
    durationSeconds: size.durationSeconds,
    opensAt: iso(w.startsAt),
    closesAt: iso(w.endsAt),
    state: stateOf(w, now),
  };
}

/** `GET user/competition/quiz`: the quiz and the candidate's one attempt (null until they start). */
export async function quizState(db: Db, c: CompetitionRow, seekerId: number, now: Date) {
  const attempt = await attemptView(db, keyOf(c, seekerId), now);
  return { quiz: await quizOut(db, c, now), attempt: attempt ? attemptOut(attempt) : null };
}

/**
 * `POST user/competition/quiz/start`: a registered candidate starts their one attempt while round 1 is
 * open; a second start answers the same attempt (the clock never restarts). The deadline is the start
 * plus the quiz's length, or round 1's end if sooner.
 */
export async function startQuiz(db: Db, c: CompetitionRow, seekerId: number, now: Date) {
  if (!(await registrationOf(db, c.id, seekerId)))
    throw new HttpError(403, `Register for ${c.name} to take the quiz`);
  const key = keyOf(c, seekerId);
  const existing = await attemptView(db, key, now);
  if (existing)
    return {
      status: 200 as const,
      body: {
        message: existing.submitted ? SUBMITTED_MESSAGE : 'Your quiz is already under way',
        quiz: await quizOut(db, c, now),
        attempt: attemptOut(existing),
      },
    };
  const w = windowOf(c, 'round1');
  const state = stateOf(w, now);
  if (state === 'upcoming') throw new HttpError(409, `The quiz opens on ${spoken(w.startsAt)}`);
  if (state === 'closed') throw new HttpError(409, `The quiz closed on ${spoken(w.endsAt)}`);
  if (c.quizSetId === null) throw new HttpError(409, 'The quiz is not ready yet: please try again shortly');
  const { attempt, started } = await startAttempt(db, {
    setId: c.quizSetId,
    ...key,
    deadlineCap: w.endsAt,
    now,
  });
  return {
    status: started ? (201 as const) : (200 as const),
    body: {
      message: started ? 'Your quiz has started' : 'Your quiz is already under way',
      quiz: await quizOut(db, c, now),
      attempt: attemptOut(attempt),
    },
  };
}

export async function answerQuiz(
  db: Db,
  c: CompetitionRow,
  seekerId: number,
  answer: { questionId: number; choice: number },
  now: Date,
) {
  return saveAnswer(db, keyOf(c, seekerId), answer, now);
}

export async function submitQuiz(db: Db, c: CompetitionRow, seekerId: number, now: Date) {
  const out = await submit(db, keyOf(c, seekerId), now);
  if (!out) throw new HttpError(409, 'Start the quiz first');
  return {
    message: out.already ? SUBMITTED_MESSAGE : 'Your answers have been submitted',
    quiz: await quizOut(db, c, now),
    attempt: attemptOut(out.attempt),
  };
}

/** Closes every open attempt of the edition's quiz now (the organisers closing round 1, or publishing it). */
export async function closeOpenAttempts(db: Db, competitionId: number, now: Date): Promise<number> {
  const open = await db.orm
    .update(attempts)
    .set({ deadline: sql`LEAST(${attempts.deadline}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(attempts.ownerKind, COMPETITION_OWNER),
        eq(attempts.ownerId, competitionId),
        isNull(attempts.submittedAt),
      ),
    )
    .returning({ id: attempts.id });
  let n = 0;
  for (const { id } of open) if ((await submit(db, id, now))?.already === false) n++;
  return n;
}

/** Whether the seeker is registered for the vertical's current edition. */
export async function registeredForCurrent(db: Queryable, vertical: Vertical, seekerId: number) {
  if (!runsCompetition(vertical)) return false;
  const current = db.orm
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.vertical, vertical))
    .orderBy(desc(competitions.edition))
    .limit(1);
  const found = await db.orm
    .select({ seekerId: competitionRegistrations.seekerId })
    .from(competitionRegistrations)
    .where(
      and(
        eq(competitionRegistrations.seekerId, seekerId),
        eq(competitionRegistrations.competitionId, sql`${current}`),
      ),
    );
  return found.length > 0;
}

export { standingOf };
