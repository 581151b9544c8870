/**
 * The timed-questions engine (migration 0004): a question set is served one attempt per owner and taker;
 * the server keeps the start and the deadline, saves each answer as it is given and submits at the
 * deadline. An owner is an assessment or a competition round (`owner_kind`, `owner_id`).
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz } from './columns.ts';

export const questionSets = pg.pgTable(
  'question_sets',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    title: pg.text().notNull(),
    durationSeconds: pg.integer('duration_seconds').notNull(),
    createdAt: createdAt(),
  },
  () => [pg.check('question_sets_duration_seconds_check', sql`duration_seconds BETWEEN 30 AND 14400`)],
);

export const questions = pg.pgTable(
  'questions',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    setId: belongsTo(pg.bigint('set_id', { mode: 'number' }), () => questionSets.id),
    position: pg.integer().notNull(),
    prompt: pg.text().notNull(),
    options: pg.jsonb().$type<string[]>().notNull(),
    /** The index of the correct option. */
    correct: pg.smallint().notNull(),
    marks: pg.integer().notNull().default(1),
  },
  (t) => [
    pg.unique('questions_set_id_position_key').on(t.setId, t.position),
    pg.check('questions_marks_check', sql`marks > 0`),
  ],
);

export const attempts = pg.pgTable(
  'attempts',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    setId: belongsTo(pg.bigint('set_id', { mode: 'number' }), () => questionSets.id),
    ownerKind: pg.text('owner_kind').notNull(),
    ownerId: pg.bigint('owner_id', { mode: 'number' }).notNull(),
    seekerId: seekerId(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    deadline: timestamptz('deadline').notNull(),
    submittedAt: timestamptz('submitted_at'),
    submittedBy: pg.text('submitted_by', { enum: ['taker', 'deadline'] }),
    score: pg.integer(),
    maxScore: pg.integer('max_score'),
  },
  (t) => [
    pg.unique('attempts_owner_kind_owner_id_seeker_id_key').on(t.ownerKind, t.ownerId, t.seekerId),
    oneOf('attempts_submitted_by_check', t.submittedBy),
    pg.index('attempts_open').on(t.deadline).where(sql`submitted_at IS NULL`),
  ],
);

export const attemptAnswers = pg.pgTable(
  'attempt_answers',
  {
    attemptId: belongsTo(pg.bigint('attempt_id', { mode: 'number' }), () => attempts.id),
    questionId: belongsTo(pg.bigint('question_id', { mode: 'number' }), () => questions.id),
    choice: pg.smallint().notNull(),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.attemptId, t.questionId] })],
);
