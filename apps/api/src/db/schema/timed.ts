/**
 * The timed-questions engine (migration 0004): a question set is served one attempt per owner and taker;
 * the server keeps the start and the deadline, saves each answer as it is given and submits at the
 * deadline. An owner is an assessment or a competition round (`owner_kind`, `owner_id`).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { createdAt, oneOf, timestamptz } from './columns.ts';

export const questionSets = pgTable(
  'question_sets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    title: text().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: createdAt(),
  },
  () => [check('question_sets_duration_seconds_check', sql`duration_seconds BETWEEN 30 AND 14400`)],
);

export const questions = pgTable(
  'questions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    setId: bigint('set_id', { mode: 'number' })
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    prompt: text().notNull(),
    options: jsonb().$type<string[]>().notNull(),
    /** The index of the correct option. */
    correct: smallint().notNull(),
    marks: integer().notNull().default(1),
  },
  (t) => [
    unique('questions_set_id_position_key').on(t.setId, t.position),
    check('questions_marks_check', sql`marks > 0`),
  ],
);

export const attempts = pgTable(
  'attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    setId: bigint('set_id', { mode: 'number' })
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    ownerKind: text('owner_kind').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    seekerId: seekerId(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    deadline: timestamptz('deadline').notNull(),
    submittedAt: timestamptz('submitted_at'),
    submittedBy: text('submitted_by', { enum: ['taker', 'deadline'] }),
    score: integer(),
    maxScore: integer('max_score'),
  },
  (t) => [
    unique('attempts_owner_kind_owner_id_seeker_id_key').on(t.ownerKind, t.ownerId, t.seekerId),
    oneOf('attempts_submitted_by_check', t.submittedBy),
    index('attempts_open').on(t.deadline).where(sql`submitted_at IS NULL`),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    choice: smallint().notNull(),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
