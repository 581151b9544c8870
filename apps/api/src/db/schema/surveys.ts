/**
 * Surveys (migration 0012, decision 0036): short questionnaires per vertical, each offered at one
 * placement (the job feed, or right after an application), answered once per seeker, and at most one
 * asked a period (migration 0021).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { seekerId, seekers } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { createdAt, oneOf, timestamptz } from './columns.ts';

export const surveys = pgTable(
  'surveys',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    slug: text().notNull(),
    placement: text({ enum: ['jobfeed', 'applied'] }).notNull(),
    title: text().notNull(),
    intro: text().notNull().default(''),
    active: boolean().notNull().default(true),
    /** Offered only once the seeker has applied to this many jobs of the vertical. */
    minApplications: integer('min_applications').notNull().default(0),
    /** The order surveys of one placement are offered in. */
    ordering: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('surveys_vertical_slug_key').on(t.vertical, t.slug),
    oneOf('surveys_placement_check', t.placement),
    check('surveys_min_applications_check', sql`min_applications >= 0`),
    index('surveys_placement').on(t.vertical, t.placement, t.ordering, t.id).where(sql`active`),
  ],
);

const surveyId = () =>
  integer('survey_id')
    .notNull()
    .references(() => surveys.id, { onDelete: 'cascade' });

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial().primaryKey(),
    surveyId: surveyId(),
    position: smallint().notNull(),
    kind: text({ enum: ['single', 'multiple', 'rating', 'text'] }).notNull(),
    prompt: text().notNull(),
    required: boolean().notNull().default(true),
    /** The longest free-text answer (text questions only). */
    maxLength: integer('max_length'),
  },
  (t) => [
    unique('survey_questions_survey_id_position_key').on(t.surveyId, t.position),
    oneOf('survey_questions_kind_check', t.kind),
    check('survey_questions_max_length_check', sql`max_length BETWEEN 1 AND 1000`),
  ],
);

const questionId = () =>
  integer('question_id')
    .notNull()
    .references(() => surveyQuestions.id, { onDelete: 'cascade' });

export const surveyOptions = pgTable(
  'survey_options',
  {
    id: serial().primaryKey(),
    questionId: questionId(),
    position: smallint().notNull(),
    label: text().notNull(),
  },
  (t) => [unique('survey_options_question_id_position_key').on(t.questionId, t.position)],
);

/** One response per seeker and survey: the unique key makes a second (or a concurrent) submit write nothing. */
export const surveyResponses = pgTable(
  'survey_responses',
  { id: serial().primaryKey(), surveyId: surveyId(), seekerId: seekerId(), createdAt: createdAt() },
  (t) => [
    unique('survey_responses_survey_id_seeker_id_key').on(t.surveyId, t.seekerId),
    index('survey_responses_seeker').on(t.seekerId),
  ],
);

/** A response's answers: a row per chosen option, one for a rating, one for free text. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial().primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: questionId(),
    optionId: integer('option_id').references(() => surveyOptions.id, { onDelete: 'cascade' }),
    rating: smallint(),
    text: text(),
  },
  (t) => [
    check('survey_answers_rating_check', sql`rating BETWEEN 1 AND 5`),
    check('survey_answers_check', sql`num_nonnulls(option_id, rating, text) = 1`),
    index('survey_answers_question').on(t.questionId, t.optionId),
    index('survey_answers_response').on(t.responseId),
  ],
);

/** "Not now": the survey is not offered to the seeker again until `hidden_until`. */
export const surveyDismissals = pgTable(
  'survey_dismissals',
  {
    surveyId: surveyId(),
    seekerId: seekerId(),
    hiddenUntil: timestamptz('hidden_until').notNull(),
    times: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.seekerId] })],
);

/** The survey a seeker was last asked, and when (an answer or a "Not now" counts as being asked). */
export const surveyPrompts = pgTable('survey_prompts', {
  seekerId: integer('seeker_id')
    .primaryKey()
    .references(() => seekers.id, { onDelete: 'cascade' }),
  surveyId: surveyId(),
  promptedAt: timestamptz('prompted_at').notNull(),
});
