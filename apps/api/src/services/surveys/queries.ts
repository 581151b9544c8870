/** SQL of surveys, their questions, responses and "Not now" choices (decision 0036). */
import type { SurveyPlacement, SurveyQuestionKind } from '@jobsite/domain/answers';
import type { SurveyReply } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { arrayParam, countOf, firstRow } from '../query.ts';

export interface SurveyRow {
  id: number;
  slug: string;
  placement: SurveyPlacement;
  title: string;
  intro: string;
  active: boolean;
  min_applications: number;
}

interface QuestionRow {
  id: number;
  survey_id: number;
  position: number;
  kind: SurveyQuestionKind;
  prompt: string;
  required: boolean;
  max_length: number | null;
}

interface OptionRow {
  id: number;
  question_id: number;
  label: string;
}

const SURVEY = sql.raw('s.id, s.slug, s.placement, s.title, s.intro, s.active, s.min_applications');

/** An active survey of the vertical by id. */
export const activeSurvey = (q: Queryable, vertical: Vertical, id: number) =>
  firstRow<SurveyRow>(
    q,
    sql`SELECT ${SURVEY} FROM surveys s WHERE s.id = ${id} AND s.vertical = ${vertical} AND s.active`,
  );

/** Any survey of the vertical by id (the internal results read retired surveys too). */
export const surveyOf = (q: Queryable, vertical: Vertical, id: number) =>
  firstRow<SurveyRow>(
    q,
    sql`SELECT ${SURVEY} FROM surveys s WHERE s.id = ${id} AND s.vertical = ${vertical}`,
  );

/**
 * The first active survey of the placement the seeker has not answered, has not put aside ("Not now")
 * until after `now`, and has applied to enough jobs for; `only` that survey when given.
 */
export const nextUnanswered = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  placement: SurveyPlacement,
  now: Date,
  only: number | null = null,
) =>
  firstRow<SurveyRow>(
    q,
    sql`SELECT ${SURVEY} FROM surveys s
         WHERE s.vertical = ${vertical} AND s.placement = ${placement} AND s.active
           AND (${only}::int IS NULL OR s.id = ${only})
           AND NOT EXISTS (SELECT 1 FROM survey_responses r WHERE r.survey_id = s.id AND r.seeker_id = ${seekerId})
           AND NOT EXISTS (SELECT 1 FROM survey_dismissals d
                            WHERE d.survey_id = s.id AND d.seeker_id = ${seekerId} AND d.hidden_until > ${now.toISOString()}::timestamptz)
           AND s.min_applications <= (SELECT count(*) FROM applications a
                                       WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical})
         ORDER BY s.ordering, s.id
         LIMIT 1`,
  );

/** The survey the seeker was last asked, and when (decision 0070). */
export const lastPrompt = (q: Queryable, seekerId: number) =>
  firstRow<{ survey_id: number; prompted_at: string | Date }>(
    q,
    sql`SELECT survey_id, prompted_at FROM survey_prompts WHERE seeker_id = ${seekerId}`,
  );

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
    await q.rows(
      sql`INSERT INTO survey_prompts (seeker_id, survey_id, prompted_at)
          VALUES (${seekerId}, ${surveyId}, ${now.toISOString()}::timestamptz)
          ON CONFLICT (seeker_id) DO UPDATE SET survey_id = EXCLUDED.survey_id, prompted_at = EXCLUDED.prompted_at
           WHERE survey_prompts.prompted_at <= EXCLUDED.prompted_at - make_interval(days => ${days})
          RETURNING seeker_id`,
    )
  ).length > 0;

export const questionsOf = (q: Queryable, surveyId: number) =>
  q.rows<QuestionRow>(
    sql`SELECT id, survey_id, position, kind, prompt, required, max_length
          FROM survey_questions WHERE survey_id = ${surveyId} ORDER BY position`,
  );

export const optionsOf = (q: Queryable, questionIds: number[]) =>
  q.rows<OptionRow>(
    sql`SELECT id, question_id, label FROM survey_options
         WHERE question_id = ANY(${arrayParam(questionIds)}::int[]) ORDER BY question_id, position`,
  );

export const hasAnswered = async (q: Queryable, surveyId: number, seekerId: number) =>
  (await countOf(
    q,
    sql`SELECT count(*) AS n FROM survey_responses WHERE survey_id = ${surveyId} AND seeker_id = ${seekerId}`,
  )) > 0;

/** The seeker's response; none when they answered already (the unique key keeps one per seeker). */
export const insertResponse = (q: Queryable, surveyId: number, seekerId: number) =>
  firstRow<{ id: number }>(
    q,
    sql`INSERT INTO survey_responses (survey_id, seeker_id) VALUES (${surveyId}, ${seekerId})
        ON CONFLICT (survey_id, seeker_id) DO NOTHING RETURNING id`,
  );

export async function insertAnswers(q: Queryable, responseId: number, replies: SurveyReply[]) {
  type Row = { question_id: number; option_id: number | null; rating: number | null; text: string | null };
  const rows = replies.flatMap((r): Row[] =>
    r.optionIds.length > 0
      ? r.optionIds.map((optionId) => ({
          question_id: r.questionId,
          option_id: optionId,
          rating: null,
          text: null,
        }))
      : [{ question_id: r.questionId, option_id: null, rating: r.rating, text: r.text }],
  );
  if (rows.length === 0) return;
  await q.rows(
    sql`INSERT INTO survey_answers (response_id, question_id, option_id, rating, text)
        SELECT ${responseId}, question_id, option_id, rating, text
          FROM json_to_recordset(${JSON.stringify(rows)}::json)
            AS x(question_id int, option_id int, rating smallint, text text)`,
  );
}

export const clearDismissal = (q: Queryable, surveyId: number, seekerId: number) =>
  q.rows(sql`DELETE FROM survey_dismissals WHERE survey_id = ${surveyId} AND seeker_id = ${seekerId}`);

/** Records "Not now": hidden until `until`; choosing it again moves the date on. */
export const dismiss = (q: Queryable, surveyId: number, seekerId: number, until: Date) =>
  q.rows(
    sql`INSERT INTO survey_dismissals (survey_id, seeker_id, hidden_until)
        VALUES (${surveyId}, ${seekerId}, ${until.toISOString()}::timestamptz)
        ON CONFLICT (survey_id, seeker_id)
        DO UPDATE SET hidden_until = EXCLUDED.hidden_until, times = survey_dismissals.times + 1`,
  );

// The internal results.

interface SurveyListRow extends SurveyRow {
  questions: number | string;
  responses: number | string;
  dismissals: number | string;
  last_response_at: string | Date | null;
}

export const surveyList = (q: Queryable, vertical: Vertical) =>
  q.rows<SurveyListRow>(
    sql`SELECT ${SURVEY},
               (SELECT count(*) FROM survey_questions x WHERE x.survey_id = s.id) AS questions,
               (SELECT count(*) FROM survey_responses r WHERE r.survey_id = s.id) AS responses,
               (SELECT count(*) FROM survey_dismissals d WHERE d.survey_id = s.id) AS dismissals,
               (SELECT max(r.created_at) FROM survey_responses r WHERE r.survey_id = s.id) AS last_response_at
          FROM surveys s WHERE s.vertical = ${vertical}
         ORDER BY s.placement, s.ordering, s.id`,
  );

export const responseCount = (q: Queryable, surveyId: number) =>
  countOf(q, sql`SELECT count(*) AS n FROM survey_responses WHERE survey_id = ${surveyId}`);

/** Per question: how many responses answered it, and its average rating. */
export const questionTotals = (q: Queryable, surveyId: number) =>
  q.rows<{ question_id: number; answered: number | string; average: number | string | null }>(
    sql`SELECT a.question_id, count(DISTINCT a.response_id) AS answered, avg(a.rating) AS average
          FROM survey_answers a JOIN survey_questions x ON x.id = a.question_id
         WHERE x.survey_id = ${surveyId}
         GROUP BY a.question_id`,
  );

/** How often each option was chosen. */
export const optionTallies = (q: Queryable, surveyId: number) =>
  q.rows<{ option_id: number; n: number | string }>(
    sql`SELECT a.option_id, count(*) AS n
          FROM survey_answers a JOIN survey_questions x ON x.id = a.question_id
         WHERE x.survey_id = ${surveyId} AND a.option_id IS NOT NULL
         GROUP BY a.option_id`,
  );

/** How often each rating was given, per question. */
export const ratingTallies = (q: Queryable, surveyId: number) =>
  q.rows<{ question_id: number; rating: number; n: number | string }>(
    sql`SELECT a.question_id, a.rating, count(*) AS n
          FROM survey_answers a JOIN survey_questions x ON x.id = a.question_id
         WHERE x.survey_id = ${surveyId} AND a.rating IS NOT NULL
         GROUP BY a.question_id, a.rating`,
  );

/** A page of a text question's answers, newest first. */
export const textAnswers = (q: Queryable, questionId: number, page: number, pageSize: number) =>
  q.rows<{ text: string; created_at: string | Date }>(
    sql`SELECT a.text, r.created_at
          FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id
         WHERE a.question_id = ${questionId} AND a.text IS NOT NULL
         ORDER BY r.created_at DESC, a.id DESC
         LIMIT ${pageSize} OFFSET ${page * pageSize}`,
  );

export const textCount = (q: Queryable, questionId: number) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM survey_answers WHERE question_id = ${questionId} AND text IS NOT NULL`,
  );
