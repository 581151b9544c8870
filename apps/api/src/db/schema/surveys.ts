/**
 * Surveys (migration 0012, decision 0036): short questionnaires per vertical, each offered at one
 * placement (the job feed, or right after an application), answered once per seeker, and at most one
 * asked a period (migration 0021).
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { seekerId, seekers } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz } from './columns.ts';

export const surveys = pg.pgTable(
  'surveys',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    slug: pg.text().notNull(),
    placement: pg.text({ enum: ['jobfeed', 'applied'] }).notNull(),
    title: pg.text().notNull(),
    intro: pg.text().notNull().default(''),
    active: pg.boolean().notNull().default(true),
    /** Offered only once the seeker has applied to this many jobs of the vertical. */
    minApplications: pg.integer('min_applications').notNull().default(0),
    /** The order surveys of one placement are offered in. */
    ordering: pg.integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    pg.unique('surveys_vertical_slug_key').on(t.vertical, t.slug),
    oneOf('surveys_placement_check', t.placement),
    pg.check('surveys_min_applications_check', sql`min_applications >= 0`),
    pg.index('surveys_placement').on(t.vertical, t.placement, t.ordering, t.id).where(sql`active`),
  ],
);

const surveyId = () => belongsTo(pg.integer('survey_id'), () => surveys.id);

export const surveyQuestions = pg.pgTable(
  'survey_questions',
  {
    id: pg.serial().primaryKey(),
    surveyId: surveyId(),
    position: pg.smallint().notNull(),
    kind: pg.text({ enum: ['single', 'multiple', 'rating', 'text'] }).notNull(),
    prompt: pg.text().notNull(),
    required: pg.boolean().notNull().default(true),
    /** The longest free-text answer (text questions only). */
    maxLength: pg.integer('max_length'),
  },
  (t) => [
    pg.unique('survey_questions_survey_id_position_key').on(t.surveyId, t.position),
    oneOf('survey_questions_kind_check', t.kind),
    pg.check('survey_questions_max_length_check', sql`max_length BETWEEN 1 AND 1000`),
  ],
);

const questionId = () => belongsTo(pg.integer('question_id'), () => surveyQuestions.id);

export const surveyOptions = pg.pgTable(
  'survey_options',
  {
    id: pg.serial().primaryKey(),
    questionId: questionId(),
    position: pg.smallint().notNull(),
    label: pg.text().notNull(),
  },
  (t) => [pg.unique('survey_options_question_id_position_key').on(t.questionId, t.position)],
);

/** One response per seeker and survey: the unique key makes a second (or a concurrent) submit write nothing. */
export const surveyResponses = pg.pgTable(
  'survey_responses',
  { id: pg.serial().primaryKey(), surveyId: surveyId(), seekerId: seekerId(), createdAt: createdAt() },
  (t) => [
    pg.unique('survey_responses_survey_id_seeker_id_key').on(t.surveyId, t.seekerId),
    pg.index('survey_responses_seeker').on(t.seekerId),
  ],
);

/** A response's answers: a row per chosen option, one for a rating, one for free text. */
export const surveyAnswers = pg.pgTable(
  'survey_answers',
  {
    id: pg.serial().primaryKey(),
    responseId: belongsTo(pg.integer('response_id'), () => surveyResponses.id),
    questionId: questionId(),
    optionId: pg.integer('option_id').references(() => surveyOptions.id, { onDelete: 'cascade' }),
    rating: pg.smallint(),
    text: pg.text(),
  },
  (t) => [
    pg.check('survey_answers_rating_check', sql`rating BETWEEN 1 AND 5`),
    pg.check('survey_answers_check', sql`num_nonnulls(option_id, rating, text) = 1`),
    pg.index('survey_answers_question').on(t.questionId, t.optionId),
    pg.index('survey_answers_response').on(t.responseId),
  ],
);

/** "Not now": the survey is not offered to the seeker again until `hidden_until`. */
export const surveyDismissals = pg.pgTable(
  'survey_dismissals',
  {
    surveyId: surveyId(),
    seekerId: seekerId(),
    hiddenUntil: timestamptz('hidden_until').notNull(),
    times: pg.integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.surveyId, t.seekerId] })],
);

/** The survey a seeker was last asked, and when (an answer or a "Not now" counts as being asked). */
export const surveyPrompts = pg.pgTable('survey_prompts', {
  seekerId: belongsTo(pg.integer('seeker_id'), () => seekers.id).primaryKey(),
  surveyId: surveyId(),
  promptedAt: timestamptz('prompted_at').notNull(),
});
