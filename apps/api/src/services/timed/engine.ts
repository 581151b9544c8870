/**
 * The timed-questions engine: a question set is taken in one attempt per owner and taker, on the
 * server's clock (decision 0027). It knows nothing of what owns an attempt (an assessment, a
 * competition round): an owner names itself by `ownerKind` and learns of a submission through the hook
 * it registers with `onSubmitted`, run in the transaction that scores the attempt.
 *
 * - The start and the deadline are the server's; a second start answers the same attempt.
 * - Each answer is saved as it is given; it is refused once the attempt is submitted or its time is up.
 * - An attempt past its deadline is submitted lazily (the next read or answer) or by the sweep
 *   (`submitExpired`), whichever comes first; a conditional UPDATE on a locked row scores it once.
 * - The score is the sum of the marks of the questions answered right; no negative marking.
 */
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import {
  type AttemptKey,
  type AttemptRow,
  answeredCount,
  claimOverdue,
  closeAttempt,
  deleteAttempts,
  deleteSet,
  findAttempt,
  insertAttempt,
  insertQuestion,
  insertSet,
  overdueOf,
  questionOf,
  questionsOf,
  setSummary,
  upsertAnswer as upsertAnswerRow,
} from './queries.ts';

export type { AttemptKey } from './queries.ts';

/**
 * Seconds after the deadline in which an answer sent before it is still taken (a request in flight at
 * 0:00). The attempt is closed only after the grace, so every answer taken counts.
 */
export const GRACE_SECONDS = 2;
export const TIME_UP_MESSAGE = 'Time is up: your answers were submitted';
export const SUBMITTED_MESSAGE = 'Your answers were already submitted';

export interface QuestionInput {
  prompt: string;
  options: readonly string[];
  /** Index of the right option in `options`. */
  correct: number;
  /** What a right answer earns (default 1). */
  marks?: number | undefined;
}

export interface SubmittedAttempt {
  id: number;
  setId: number;
  ownerKind: string;
  ownerId: number;
  seekerId: number;
  submittedAt: Date;
  submittedBy: 'taker' | 'deadline';
  score: number;
  maxScore: number;
}

/** What an owner does when one of its attempts is submitted, inside the scoring transaction. */
export type SubmittedHook = (tx: Queryable, attempt: SubmittedAttempt) => Promise<void>;
const hooks = new Map<string, SubmittedHook>();

/** Registers the owner kind's hook (one per kind; registering again replaces it). */
export function onSubmitted(ownerKind: string, hook: SubmittedHook): void {
  hooks.set(ownerKind, hook);
}

/** An attempt as its taker sees it: never the right options. */
export interface AttemptView {
  id: number;
  setId: number;
  title: string;
  startedAt: string;
  deadline: string;
  remainingSeconds: number;
  submitted: boolean;
  submittedAt: string | null;
  submittedBy: 'taker' | 'deadline' | null;
  /** Each question with what a right answer earns, so the taker knows before answering. */
  questions: {
    id: number;
    position: number;
    prompt: string;
    options: string[];
    marks: number;
    choice: number | null;
  }[];
  answered: number;
  score: number | null;
  maxScore: number | null;
}

/** What the owner's side (a recruiter) sees: the view plus each question's right option and marks. */
export interface AttemptReport extends Omit<AttemptView, 'questions' | 'remainingSeconds'> {
  questions: (AttemptView['questions'][number] & {
    correct: number;
    marks: number;
    right: boolean;
    answeredAt: string | null;
  })[];
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Whole seconds left at `now`, rounded up, never below 0. */
export function remainingSeconds(deadline: Date | string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(deadline).getTime() - now.getTime()) / 1000));
}

const overdue = (a: AttemptRow, now: Date) =>
  a.submittedAt === null && now.getTime() > a.deadline.getTime() + GRACE_SECONDS * 1000;

/** Creates a question set (in the caller's transaction); answers its id, question count and marks. */
export async function createQuestionSet(
  tx: Queryable,
  input: { vertical: string; title: string; durationSeconds: number; questions: readonly QuestionInput[] },
): Promise<{ id: number; questionCount: number; maxScore: number }> {
  if (input.questions.length === 0) throw new HttpError(400, 'A question set needs at least one question');
  input.questions.forEach((q, i) => {
    if (q.options.length < 2) throw new HttpError(400, `Question ${i + 1} needs at least two options`);
    if (!Number.isInteger(q.correct) || q.correct < 0 || q.correct >= q.options.length)
      throw new HttpError(400, `Question ${i + 1}: 'correct' must be the index of one of its options`);
  });
  const id = await insertSet(tx, input);
  let maxScore = 0;
  for (const [i, q] of input.questions.entries()) {
    const marks = q.marks ?? 1;
    maxScore += marks;
    await insertQuestion(tx, id, i + 1, { prompt: q.prompt, options: q.options, correct: q.correct, marks });
  }
  return { id, questionCount: input.questions.length, maxScore };
}

/** Removes a question set with its attempts (an owner replacing its set). */
export const removeQuestionSet = (tx: Queryable, setId: number) => deleteSet(tx, setId);

/** Forgets the owner's attempts (an owner reopening itself with a new set). */
export const discardAttempts = (tx: Queryable, ownerKind: string, ownerId: number) =>
  deleteAttempts(tx, ownerKind, ownerId);

/** Scores and closes an open attempt in `tx`, then runs its owner's hook; undefined if it was closed. */
async function close(tx: Queryable, attemptId: number, by: 'taker' | 'deadline', now: Date) {
  const row = await closeAttempt(tx, attemptId, by, now);
  if (!row) return undefined;
  const hook = hooks.get(row.ownerKind);
  if (hook)
    await hook(tx, {
      id: row.id,
      setId: row.setId,
      ownerKind: row.ownerKind,
      ownerId: row.ownerId,
      seekerId: row.seekerId,
      submittedAt: row.submittedAt ?? now,
      submittedBy: by,
      score: row.score ?? 0,
      maxScore: row.maxScore ?? 0,
    });
  return row;
}

async function view(q: Queryable, a: AttemptRow, now: Date): Promise<AttemptView> {
  const [set, questions] = await Promise.all([setSummary(q, a.setId), questionsOf(q, a.setId, a.id)]);
  const submitted = a.submittedAt !== null;
  return {
    id: a.id,
    setId: a.setId,
    title: set?.title ?? '',
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    remainingSeconds: submitted ? 0 : remainingSeconds(a.deadline, now),
    submitted,
    submittedAt: isoOrNull(a.submittedAt),
    submittedBy: a.submittedBy,
    questions: questions.map((qu) => ({
      id: qu.id,
      position: qu.position,
      prompt: qu.prompt,
      options: qu.options,
      marks: qu.marks,
      choice: qu.choice,
    })),
    answered: questions.filter((qu) => qu.choice !== null).length,
    score: a.score,
    maxScore: a.maxScore,
  };
}

/** The attempt, submitted first (by 'deadline') when it is open past its deadline and grace. */
async function current(db: Db, key: AttemptKey, now: Date): Promise<AttemptRow | undefined> {
  const a = await findAttempt(db, key);
  if (!a || !overdue(a, now)) return a;
  return db.transaction(async (tx) => {
    const locked = await findAttempt(tx, a.id, true);
    if (locked && overdue(locked, now)) return (await close(tx, locked.id, 'deadline', now)) ?? locked;
    return locked;
  });
}

/**
 * Starts the taker's attempt on the set for the owner, or answers the one they started: the clock is
 * never restarted. The deadline is the start plus the set's duration, or `deadlineCap` if sooner.
 */
export async function startAttempt(
  db: Db,
  input: {
    setId: number;
    ownerKind: string;
    ownerId: number;
    seekerId: number;
    deadlineCap?: Date | null | undefined;
    now?: Date | undefined;
  },
): Promise<{ attempt: AttemptView; started: boolean }> {
  const now = input.now ?? new Date();
  const key = { ownerKind: input.ownerKind, ownerId: input.ownerId, seekerId: input.seekerId };
  const existing = await current(db, key, now);
  if (existing) return { attempt: await view(db, existing, now), started: false };
  const set = await setSummary(db, input.setId);
  if (!set) throw new HttpError(404, 'Question set not found');
  const byDuration = now.getTime() + set.durationSeconds * 1000;
  const cap = input.deadlineCap ? input.deadlineCap.getTime() : Number.POSITIVE_INFINITY;
  if (cap <= now.getTime()) throw new HttpError(409, 'The time to take this has passed');
  const deadline = new Date(Math.min(byDuration, cap));
  const row = await insertAttempt(db, { ...input, now, deadline });
  // A start racing this one inserted first: answer theirs.
  const a = row ?? (await findAttempt(db, key));
  if (!a) throw new Error('attempt vanished after insert');
  return { attempt: await view(db, a, now), started: row !== undefined };
}

/** The attempt as its taker sees it (submitting it first if its time is up), or undefined. */
export async function attemptView(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
): Promise<AttemptView | undefined> {
  const a = await current(db, key, now);
  return a && view(db, a, now);
}

/** The attempt with right options and marks, for the owner's side; undefined without one. */
export async function attemptReport(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
): Promise<AttemptReport | undefined> {
  const a = await current(db, key, now);
  if (!a) return undefined;
  const { remainingSeconds: _left, questions: _q, ...rest } = await view(db, a, now);
  const rows = await questionsOf(db, a.setId, a.id);
  return {
    ...rest,
    questions: rows.map((qu) => ({
      id: qu.id,
      position: qu.position,
      prompt: qu.prompt,
      options: qu.options,
      choice: qu.choice,
      correct: qu.correct,
      marks: qu.marks,
      right: qu.choice !== null && qu.choice === qu.correct,
      answeredAt: isoOrNull(qu.answeredAt),
    })),
  };
}

/**
 * Saves the taker's choice for one question (replacing an earlier one). Refused with 409 once the
 * attempt is submitted or its time (plus the grace) is up; a late answer submits the attempt first.
 */
export async function saveAnswer(
  db: Db,
  key: AttemptKey,
  answer: { questionId: number; choice: number },
  now: Date = new Date(),
): Promise<{ questionId: number; choice: number; answered: number; remainingSeconds: number }> {
  const outcome = await db.transaction(async (tx) => {
    const found = await findAttempt(tx, key);
    const a = found && (await findAttempt(tx, found.id, true));
    if (!a) return { kind: 'none' as const };
    if (a.submittedAt !== null) return { kind: 'submitted' as const };
    if (overdue(a, now)) {
      await close(tx, a.id, 'deadline', now);
      return { kind: 'late' as const };
    }
    const question = await questionOf(tx, a.setId, answer.questionId);
    if (!question) return { kind: 'no-question' as const };
    if (answer.choice >= question.options.length) return { kind: 'bad-choice' as const };
    await upsertAnswerRow(tx, a.id, answer.questionId, answer.choice, now);
    return {
      kind: 'saved' as const,
      answered: await answeredCount(tx, a.id),
      remainingSeconds: remainingSeconds(a.deadline, now),
    };
  });
  switch (outcome.kind) {
    case 'none':
      throw new HttpError(404, 'Start first: there is no attempt to answer');
    case 'submitted':
      throw new HttpError(409, SUBMITTED_MESSAGE);
    case 'late':
      throw new HttpError(409, TIME_UP_MESSAGE);
    case 'no-question':
      throw new HttpError(404, 'There is no such question in this attempt');
    case 'bad-choice':
      throw new HttpError(400, "Invalid body field 'choice': there is no such option");
    default:
      return { ...answer, answered: outcome.answered, remainingSeconds: outcome.remainingSeconds };
  }
}

/**
 * The taker submits: the attempt is scored and closed ('deadline' when its time is already up).
 * Submitting a submitted attempt answers it as it is (`already` true).
 */
export async function submit(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
): Promise<{ attempt: AttemptView; already: boolean } | undefined> {
  const out = await db.transaction(async (tx) => {
    const found = await findAttempt(tx, key);
    const a = found && (await findAttempt(tx, found.id, true));
    if (!a) return undefined;
    if (a.submittedAt !== null) return { row: a, already: true };
    const by = now.getTime() < a.deadline.getTime() ? 'taker' : 'deadline';
    return { row: (await close(tx, a.id, by, now)) ?? a, already: false };
  });
  return out && { attempt: await view(db, out.row, now), already: out.already };
}

/**
 * Submits up to `limit` open attempts past their deadline and grace (the background sweep). Rows are
 * claimed with `FOR UPDATE SKIP LOCKED` and closed by a conditional UPDATE, so several processes running
 * it at once never score an attempt twice. Answers how many it submitted.
 */
export async function submitExpired(db: Db, limit = 100, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - GRACE_SECONDS * 1000);
  return db.transaction(async (tx) => {
    let n = 0;
    for (const { id } of await claimOverdue(tx, before, limit)) {
      if (await close(tx, id, 'deadline', now)) n++;
    }
    return n;
  });
}

/**
 * Submits the taker's open attempts of this owner kind whose time is up, before a list of them is read
 * (so a list never shows an attempt as open after its deadline, whether or not the sweep ran).
 */
export async function settleOverdue(db: Db, ownerKind: string, seekerId: number, now: Date = new Date()) {
  const before = new Date(now.getTime() - GRACE_SECONDS * 1000);
  for (const { id } of await overdueOf(db, ownerKind, seekerId, before)) await attemptView(db, id, now);
}
