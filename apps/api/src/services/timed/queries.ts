/**
 * SQL of the timed-questions engine (`engine.ts`): question sets, their questions, attempts and saved
 * answers. Nothing here knows who owns an attempt beyond its `owner_kind` and `owner_id`.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { firstRow } from '../query.ts';

export interface SetRow {
  id: string | number;
  title: string;
  duration_seconds: number;
  question_count: string | number;
  max_score: string | number;
}

export interface AttemptRow {
  id: string | number;
  set_id: string | number;
  owner_kind: string;
  owner_id: string | number;
  seeker_id: number;
  started_at: Date | string;
  deadline: Date | string;
  submitted_at: Date | string | null;
  submitted_by: 'taker' | 'deadline' | null;
  score: number | null;
  max_score: number | null;
}

export interface QuestionRow {
  id: string | number;
  position: number;
  prompt: string;
  options: string[] | string;
  correct: number;
  marks: number;
  choice: number | null;
  answered_at: Date | string | null;
}

/** Where an attempt is found: its id, or its owner and taker (one attempt each). */
export type AttemptKey = number | { ownerKind: string; ownerId: number; seekerId: number };

const whereKey = (key: AttemptKey) =>
  typeof key === 'number'
    ? sql`id = ${key}`
    : sql`owner_kind = ${key.ownerKind} AND owner_id = ${key.ownerId} AND seeker_id = ${key.seekerId}`;

export const insertSet = async (
  q: Queryable,
  s: { vertical: string; title: string; durationSeconds: number },
): Promise<number> =>
  Number(
    (
      await firstRow<{ id: string | number }>(
        q,
        sql`INSERT INTO question_sets (vertical, title, duration_seconds)
            VALUES (${s.vertical}, ${s.title}, ${s.durationSeconds}) RETURNING id`,
      )
    )?.id,
  );

export const insertQuestion = (
  q: Queryable,
  setId: number,
  position: number,
  item: { prompt: string; options: readonly string[]; correct: number; marks: number },
) =>
  q.rows(
    sql`INSERT INTO questions (set_id, position, prompt, options, correct, marks)
        VALUES (${setId}, ${position}, ${item.prompt}, ${JSON.stringify(item.options)}::jsonb, ${item.correct}, ${item.marks})`,
  );

export const deleteSet = (q: Queryable, setId: number) =>
  q.rows(sql`DELETE FROM question_sets WHERE id = ${setId}`);

export const setSummary = (q: Queryable, setId: number) =>
  firstRow<SetRow>(
    q,
    sql`SELECT s.id, s.title, s.duration_seconds,
               (SELECT count(*) FROM questions WHERE set_id = s.id) AS question_count,
               (SELECT coalesce(sum(marks), 0) FROM questions WHERE set_id = s.id) AS max_score
          FROM question_sets s WHERE s.id = ${setId}`,
  );

/** Inserts the attempt unless the owner and taker already have one (then nothing: the clock keeps running). */
export const insertAttempt = (
  q: Queryable,
  a: { setId: number; ownerKind: string; ownerId: number; seekerId: number; now: Date; deadline: Date },
) =>
  firstRow<AttemptRow>(
    q,
    sql`INSERT INTO attempts (set_id, owner_kind, owner_id, seeker_id, started_at, deadline)
        VALUES (${a.setId}, ${a.ownerKind}, ${a.ownerId}, ${a.seekerId}, ${a.now.toISOString()}::timestamptz,
                ${a.deadline.toISOString()}::timestamptz)
        ON CONFLICT (owner_kind, owner_id, seeker_id) DO NOTHING RETURNING *`,
  );

export const findAttempt = (q: Queryable, key: AttemptKey, lock = false) =>
  firstRow<AttemptRow>(
    q,
    sql`SELECT * FROM attempts WHERE ${whereKey(key)}${lock ? sql` FOR UPDATE` : sql``}`,
  );

export const deleteAttempts = (q: Queryable, ownerKind: string, ownerId: number) =>
  q.rows(sql`DELETE FROM attempts WHERE owner_kind = ${ownerKind} AND owner_id = ${ownerId}`);

/** The set's questions in order, with the attempt's saved choice of each. */
export const questionsOf = (q: Queryable, setId: number | string, attemptId: number | string) =>
  q.rows<QuestionRow>(
    sql`SELECT qu.id, qu.position, qu.prompt, qu.options, qu.correct, qu.marks, aa.choice, aa.answered_at
          FROM questions qu LEFT JOIN attempt_answers aa ON aa.question_id = qu.id AND aa.attempt_id = ${attemptId}
         WHERE qu.set_id = ${setId} ORDER BY qu.position`,
  );

export const questionOf = (q: Queryable, setId: number | string, questionId: number) =>
  firstRow<{ id: string | number; options: string[] | string }>(
    q,
    sql`SELECT id, options FROM questions WHERE set_id = ${setId} AND id = ${questionId}`,
  );

export const upsertAnswer = (
  q: Queryable,
  attemptId: number | string,
  questionId: number,
  choice: number,
  now: Date,
) =>
  q.rows(
    sql`INSERT INTO attempt_answers (attempt_id, question_id, choice, answered_at)
        VALUES (${attemptId}, ${questionId}, ${choice}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (attempt_id, question_id) DO UPDATE SET choice = excluded.choice, answered_at = excluded.answered_at`,
  );

export const answeredCount = async (q: Queryable, attemptId: number | string) =>
  Number(
    (
      await firstRow<{ n: string | number }>(
        q,
        sql`SELECT count(*) AS n FROM attempt_answers WHERE attempt_id = ${attemptId}`,
      )
    )?.n ?? 0,
  );

/**
 * Scores and closes the attempt if it is still open (the condition makes a second caller a no-op):
 * the sum of the marks of the questions answered right; a wrong or missing answer counts nothing.
 */
export const closeAttempt = (q: Queryable, attemptId: number | string, by: 'taker' | 'deadline', now: Date) =>
  firstRow<AttemptRow>(
    q,
    sql`UPDATE attempts t SET submitted_at = ${now.toISOString()}::timestamptz, submitted_by = ${by},
          score = (SELECT coalesce(sum(qu.marks), 0) FROM attempt_answers aa JOIN questions qu ON qu.id = aa.question_id
                    WHERE aa.attempt_id = t.id AND aa.choice = qu.correct),
          max_score = (SELECT coalesce(sum(marks), 0) FROM questions WHERE set_id = t.set_id)
        WHERE t.id = ${attemptId} AND t.submitted_at IS NULL RETURNING t.*`,
  );

/** Open attempts past their deadline and grace, claimed (locked, skipping ones another process holds). */
export const claimOverdue = (q: Queryable, before: Date, limit: number) =>
  q.rows<{ id: string | number }>(
    sql`SELECT id FROM attempts WHERE submitted_at IS NULL AND deadline < ${before.toISOString()}::timestamptz
        ORDER BY deadline LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );

/** The taker's open attempts of an owner kind that are past `before` (to submit lazily). */
export const overdueOf = (q: Queryable, ownerKind: string, seekerId: number, before: Date) =>
  q.rows<{ id: string | number }>(
    sql`SELECT id FROM attempts WHERE owner_kind = ${ownerKind} AND seeker_id = ${seekerId}
          AND submitted_at IS NULL AND deadline < ${before.toISOString()}::timestamptz`,
  );
