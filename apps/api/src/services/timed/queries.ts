/**
 * Queries of the timed-questions engine (`engine.ts`): question sets, their questions, attempts and saved
 * answers. Nothing here knows who owns an attempt beyond its `owner_kind` and `owner_id`.
 */
import { and, asc, count, eq, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attemptAnswers, attempts, questionSets, questions } from '../../db/schema.ts';
import { fromInserted } from '../../db/upsert.ts';

export type AttemptRow = typeof attempts.$inferSelect;

/** Where an attempt is found: its id, or its owner and taker (one attempt each). */
export type AttemptKey = number | { ownerKind: string; ownerId: number; seekerId: number };

const whereKey = (key: AttemptKey) =>
  typeof key === 'number'
    ? eq(attempts.id, key)
    : and(
        eq(attempts.ownerKind, key.ownerKind),
        eq(attempts.ownerId, key.ownerId),
        eq(attempts.seekerId, key.seekerId),
      );

/** The sum of `marks`, 0 for none. */
const marksTotal = (marks: typeof questions.marks) => sql<number>`coalesce(${sum(marks)}, 0)`.mapWith(Number);

export const insertSet = async (
  q: Queryable,
  s: { vertical: string; title: string; durationSeconds: number },
): Promise<number> =>
  Number(
    (
      await q.orm
        .insert(questionSets)
        .values({ vertical: s.vertical, title: s.title, durationSeconds: s.durationSeconds })
        .returning({ id: questionSets.id })
    )[0]?.id,
  );

export const insertQuestion = (
  q: Queryable,
  setId: number,
  position: number,
  item: { prompt: string; options: readonly string[]; correct: number; marks: number },
) =>
  q.orm.insert(questions).values({
    setId,
    position,
    prompt: item.prompt,
    options: [...item.options],
    correct: item.correct,
    marks: item.marks,
  });

export const deleteSet = (q: Queryable, setId: number) =>
  q.orm.delete(questionSets).where(eq(questionSets.id, setId));

export const setSummary = async (q: Queryable, setId: number) =>
  (
    await q.orm
      .select({
        id: questionSets.id,
        title: questionSets.title,
        durationSeconds: questionSets.durationSeconds,
        questionCount: count(questions.id),
        maxScore: marksTotal(questions.marks),
      })
      .from(questionSets)
      .leftJoin(questions, eq(questions.setId, questionSets.id))
      .where(eq(questionSets.id, setId))
      .groupBy(questionSets.id)
  )[0];

/** Inserts the attempt unless the owner and taker already have one (then nothing: the clock keeps running). */
export const insertAttempt = async (
  q: Queryable,
  a: { setId: number; ownerKind: string; ownerId: number; seekerId: number; now: Date; deadline: Date },
) =>
  (
    await q.orm
      .insert(attempts)
      .values({
        setId: a.setId,
        ownerKind: a.ownerKind,
        ownerId: a.ownerId,
        seekerId: a.seekerId,
        startedAt: a.now,
        deadline: a.deadline,
      })
      .onConflictDoNothing({ target: [attempts.ownerKind, attempts.ownerId, attempts.seekerId] })
      .returning()
  )[0];

export const findAttempt = async (q: Queryable, key: AttemptKey, lock = false) => {
  const query = q.orm.select().from(attempts).where(whereKey(key));
  return (await (lock ? query.for('update') : query))[0];
};

export const deleteAttempts = (q: Queryable, ownerKind: string, ownerId: number) =>
  q.orm.delete(attempts).where(and(eq(attempts.ownerKind, ownerKind), eq(attempts.ownerId, ownerId)));

/** The set's questions in order, with the attempt's saved choice of each. */
export const questionsOf = (q: Queryable, setId: number, attemptId: number) =>
  q.orm
    .select({
      id: questions.id,
      position: questions.position,
      prompt: questions.prompt,
      options: questions.options,
      correct: questions.correct,
      marks: questions.marks,
      choice: attemptAnswers.choice,
      answeredAt: attemptAnswers.answeredAt,
    })
    .from(questions)
    .leftJoin(
      attemptAnswers,
      and(eq(attemptAnswers.questionId, questions.id), eq(attemptAnswers.attemptId, attemptId)),
    )
    .where(eq(questions.setId, setId))
    .orderBy(asc(questions.position));

export const questionOf = async (q: Queryable, setId: number, questionId: number) =>
  (
    await q.orm
      .select({ id: questions.id, options: questions.options })
      .from(questions)
      .where(and(eq(questions.setId, setId), eq(questions.id, questionId)))
  )[0];

export const upsertAnswer = (
  q: Queryable,
  attemptId: number,
  questionId: number,
  choice: number,
  now: Date,
) =>
  q.orm
    .insert(attemptAnswers)
    .values({ attemptId, questionId, choice, answeredAt: now })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: fromInserted(attemptAnswers, ['choice', 'answeredAt']),
    });

export const answeredCount = (q: Queryable, attemptId: number) =>
  q.orm.$count(attemptAnswers, eq(attemptAnswers.attemptId, attemptId));

/**
 * Scores and closes the attempt if it is still open (the condition makes a second caller a no-op):
 * the sum of the marks of the questions answered right; a wrong or missing answer counts nothing.
 */
export const closeAttempt = async (q: Queryable, attemptId: number, by: 'taker' | 'deadline', now: Date) =>
  (
    await q.orm
      .update(attempts)
      .set({
        submittedAt: now,
        submittedBy: by,
        score: sql`${q.orm
          .select({ score: marksTotal(questions.marks) })
          .from(attemptAnswers)
          .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
          .where(
            and(eq(attemptAnswers.attemptId, attempts.id), eq(attemptAnswers.choice, questions.correct)),
          )}`,
        maxScore: sql`${q.orm
          .select({ maxScore: marksTotal(questions.marks) })
          .from(questions)
          .where(eq(questions.setId, attempts.setId))}`,
      })
      .where(and(eq(attempts.id, attemptId), isNull(attempts.submittedAt)))
      .returning()
  )[0];

/** Open attempts past their deadline and grace, claimed (locked, skipping ones another process holds). */
export const claimOverdue = (q: Queryable, before: Date, limit: number) =>
  q.orm
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(isNull(attempts.submittedAt), lt(attempts.deadline, before)))
    .orderBy(asc(attempts.deadline))
    .limit(limit)
    .for('update', { skipLocked: true });

/** The taker's open attempts of an owner kind that are past `before` (to submit lazily). */
export const overdueOf = (q: Queryable, ownerKind: string, seekerId: number, before: Date) =>
  q.orm
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.ownerKind, ownerKind),
        eq(attempts.seekerId, seekerId),
        isNull(attempts.submittedAt),
        lt(attempts.deadline, before),
      ),
    );
