/** Queries of surveys, their questions, responses and "Not now" choices (decision 0036). */
import type { SurveyPlacement } from '@jobsite/domain/answers';
import type { SurveyReply } from '@jobsite/domain/calls';
import {
  and,
  asc,
  avg,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  lte,
  max,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import {
  applications,
  surveyAnswers,
  surveyDismissals,
  surveyOptions,
  surveyPrompts,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../db/schema.ts';
import { countOf } from '../query.ts';

const SURVEY = {
  id: surveys.id,
  slug: surveys.slug,
  placement: surveys.placement,
  title: surveys.title,
  intro: surveys.intro,
  active: surveys.active,
  minApplications: surveys.minApplications,
};

/** The first survey of the vertical matching `where`. */
const surveyWhere = async (q: Queryable, where: SQL | undefined) =>
  (await q.orm.select(SURVEY).from(surveys).where(where).limit(1))[0];

/** An active survey of the vertical by id. */
export const activeSurvey = (q: Queryable, vertical: Vertical, id: number) =>
  surveyWhere(q, and(eq(surveys.id, id), eq(surveys.vertical, vertical), surveys.active));

export type SurveyRow = NonNullable<Awaited<ReturnType<typeof activeSurvey>>>;

/** Any survey of the vertical by id (the internal results read retired surveys too). */
export const surveyOf = (q: Queryable, vertical: Vertical, id: number) =>
  surveyWhere(q, and(eq(surveys.id, id), eq(surveys.vertical, vertical)));

/**
 * The first active survey of the placement the seeker has not answered, has not put aside ("Not now")
 * until after `now`, and has applied to enough jobs for; `only` that survey when given.
 */
export const nextUnanswered = async (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  placement: SurveyPlacement,
  now: Date,
  only: number | null = null,
) =>
  (
    await q.orm
      .select(SURVEY)
      .from(surveys)
      .where(
        and(
          eq(surveys.vertical, vertical),
          eq(surveys.placement, placement),
          surveys.active,
          only === null ? undefined : eq(surveys.id, only),
          not(
            exists(
              q.orm
                .select({ one: sql`1` })
                .from(surveyResponses)
                .where(and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.seekerId, seekerId))),
            ),
          ),
          not(
            exists(
              q.orm
                .select({ one: sql`1` })
                .from(surveyDismissals)
                .where(
                  and(
                    eq(surveyDismissals.surveyId, surveys.id),
                    eq(surveyDismissals.seekerId, seekerId),
                    gt(surveyDismissals.hiddenUntil, now),
                  ),
                ),
            ),
          ),
          lte(
            surveys.minApplications,
            q.orm.$count(
              applications,
              and(eq(applications.seekerId, seekerId), eq(applications.vertical, vertical)),
            ),
          ),
        ),
      )
      .orderBy(asc(surveys.ordering), asc(surveys.id))
      .limit(1)
  )[0];

/** The survey the seeker was last asked, and when (decision 0070). */
export const lastPrompt = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select({ surveyId: surveyPrompts.surveyId, promptedAt: surveyPrompts.promptedAt })
      .from(surveyPrompts)
      .where(eq(surveyPrompts.seekerId, seekerId))
  )[0];

/**
 * Records that the seeker is asked the survey at `now`, unless they were asked one within `days` before
 * (then that prompt stands, also when a concurrent request just wrote it); answers whether it was recorded.
 */
export const recordPrompt = async (
  q: Queryable,
  seekerId: number,
  surveyId: number,
  now: Date,
  days: number,
) =>
  (
    await q.orm
      .insert(surveyPrompts)
      .values({ seekerId, surveyId, promptedAt: now })
      .onConflictDoUpdate({
        target: surveyPrompts.seekerId,
        set: { surveyId: sql`EXCLUDED.survey_id`, promptedAt: sql`EXCLUDED.prompted_at` },
        setWhere: sql`${surveyPrompts.promptedAt} <= EXCLUDED.prompted_at - make_interval(days => ${days})`,
      })
      .returning({ seekerId: surveyPrompts.seekerId })
  ).length > 0;

export const questionsOf = (q: Queryable, surveyId: number) =>
  q.orm
    .select({
      id: surveyQuestions.id,
      surveyId: surveyQuestions.surveyId,
      position: surveyQuestions.position,
      kind: surveyQuestions.kind,
      prompt: surveyQuestions.prompt,
      required: surveyQuestions.required,
      maxLength: surveyQuestions.maxLength,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position));

export const optionsOf = async (q: Queryable, questionIds: number[]) =>
  questionIds.length === 0
    ? []
    : await q.orm
        .select({ id: surveyOptions.id, questionId: surveyOptions.questionId, label: surveyOptions.label })
        .from(surveyOptions)
        .where(inArray(surveyOptions.questionId, questionIds))
        .orderBy(asc(surveyOptions.questionId), asc(surveyOptions.position));

export const hasAnswered = async (q: Queryable, surveyId: number, seekerId: number) =>
  (await countOf(
    q,
    sql`SELECT count(*) AS n FROM survey_responses WHERE survey_id = ${surveyId} AND seeker_id = ${seekerId}`,
  )) > 0;

/** The seeker's response; none when they answered already (the unique key keeps one per seeker). */
export const insertResponse = async (q: Queryable, surveyId: number, seekerId: number) =>
  (
    await q.orm
      .insert(surveyResponses)
      .values({ surveyId, seekerId })
      .onConflictDoNothing({ target: [surveyResponses.surveyId, surveyResponses.seekerId] })
      .returning({ id: surveyResponses.id })
  )[0];

export async function insertAnswers(q: Queryable, responseId: number, replies: SurveyReply[]) {
  const rows = replies.flatMap((r): (typeof surveyAnswers.$inferInsert)[] =>
    r.optionIds.length > 0
      ? r.optionIds.map((optionId) => ({ responseId, questionId: r.questionId, optionId }))
      : [{ responseId, questionId: r.questionId, rating: r.rating, text: r.text }],
  );
  if (rows.length === 0) return;
  await q.orm.insert(surveyAnswers).values(rows);
}

export const clearDismissal = (q: Queryable, surveyId: number, seekerId: number) =>
  q.orm
    .delete(surveyDismissals)
    .where(and(eq(surveyDismissals.surveyId, surveyId), eq(surveyDismissals.seekerId, seekerId)));

/** Records "Not now": hidden until `until`; choosing it again moves the date on. */
export const dismiss = (q: Queryable, surveyId: number, seekerId: number, until: Date) =>
  q.orm
    .insert(surveyDismissals)
    .values({ surveyId, seekerId, hiddenUntil: until })
    .onConflictDoUpdate({
      target: [surveyDismissals.surveyId, surveyDismissals.seekerId],
      set: { hiddenUntil: sql`EXCLUDED.hidden_until`, times: sql`${surveyDismissals.times} + 1` },
    });

// The internal results.

export const surveyList = (q: Queryable, vertical: Vertical) =>
  q.orm
    .select({
      ...SURVEY,
      questions: q.orm.$count(surveyQuestions, eq(surveyQuestions.surveyId, surveys.id)),
      responses: q.orm.$count(surveyResponses, eq(surveyResponses.surveyId, surveys.id)),
      dismissals: q.orm.$count(surveyDismissals, eq(surveyDismissals.surveyId, surveys.id)),
      // A single-table select names its own columns bare, so the subquery is built whole.
      lastResponseAt: sql<Date | null>`${q.orm
        .select({ at: max(surveyResponses.createdAt) })
        .from(surveyResponses)
        .where(eq(surveyResponses.surveyId, surveys.id))}`.mapWith(surveyResponses.createdAt),
    })
    .from(surveys)
    .where(eq(surveys.vertical, vertical))
    .orderBy(asc(surveys.placement), asc(surveys.ordering), asc(surveys.id));

export const responseCount = (q: Queryable, surveyId: number) =>
  countOf(q, sql`SELECT count(*) AS n FROM survey_responses WHERE survey_id = ${surveyId}`);

/** How an answer joins its question. */
const OF_QUESTION = eq(surveyQuestions.id, surveyAnswers.questionId);

/** Per question: how many responses answered it, and its average rating. */
export const questionTotals = (q: Queryable, surveyId: number) =>
  q.orm
    .select({
      questionId: surveyAnswers.questionId,
      answered: countDistinct(surveyAnswers.responseId),
      average: avg(surveyAnswers.rating),
    })
    .from(surveyAnswers)
    .innerJoin(surveyQuestions, OF_QUESTION)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .groupBy(surveyAnswers.questionId);

/** How often each option was chosen. */
export const optionTallies = (q: Queryable, surveyId: number) =>
  q.orm
    .select({ optionId: surveyAnswers.optionId, n: count() })
    .from(surveyAnswers)
    .innerJoin(surveyQuestions, OF_QUESTION)
    .where(and(eq(surveyQuestions.surveyId, surveyId), isNotNull(surveyAnswers.optionId)))
    .groupBy(surveyAnswers.optionId);

/** How often each rating was given, per question. */
export const ratingTallies = (q: Queryable, surveyId: number) =>
  q.orm
    .select({ questionId: surveyAnswers.questionId, rating: surveyAnswers.rating, n: count() })
    .from(surveyAnswers)
    .innerJoin(surveyQuestions, OF_QUESTION)
    .where(and(eq(surveyQuestions.surveyId, surveyId), isNotNull(surveyAnswers.rating)))
    .groupBy(surveyAnswers.questionId, surveyAnswers.rating);

/** A page of a text question's answers, newest first. */
export const textAnswers = (q: Queryable, questionId: number, page: number, pageSize: number) =>
  q.orm
    .select({ text: surveyAnswers.text, createdAt: surveyResponses.createdAt })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(and(eq(surveyAnswers.questionId, questionId), isNotNull(surveyAnswers.text)))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyAnswers.id))
    .limit(pageSize)
    .offset(page * pageSize);

export const textCount = (q: Queryable, questionId: number) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM survey_answers WHERE question_id = ${questionId} AND text IS NOT NULL`,
  );
