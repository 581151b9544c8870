/**
 * The college competition "Epoch" (migration 0014, decision 0039): editions per vertical, each with four
 * windows (registration, round 1's quiz, round 2's case, round 3's pitch), the candidates who registered,
 * the files they handed in and their scores round by round. The quiz is a question set of the
 * timed-questions engine (owner kind 'competition-round1', owner id the edition).
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz } from './columns.ts';
import { questionSets } from './timed.ts';

export const competitions = pg.pgTable(
  'competitions',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    name: pg.text().notNull(),
    edition: pg.integer().notNull(),
    year: pg.integer().notNull(),
    registrationStartsAt: timestamptz('registration_starts_at').notNull(),
    registrationEndsAt: timestamptz('registration_ends_at').notNull(),
    round1StartsAt: timestamptz('round1_starts_at').notNull(),
    round1EndsAt: timestamptz('round1_ends_at').notNull(),
    round2StartsAt: timestamptz('round2_starts_at').notNull(),
    round2EndsAt: timestamptz('round2_ends_at').notNull(),
    round3StartsAt: timestamptz('round3_starts_at').notNull(),
    round3EndsAt: timestamptz('round3_ends_at').notNull(),
    /** When each round's results were published (null: not yet), and the elimination rounds' cut-offs. */
    round1PublishedAt: timestamptz('round1_published_at'),
    round2PublishedAt: timestamptz('round2_published_at'),
    round3PublishedAt: timestamptz('round3_published_at'),
    round1Cutoff: pg.doublePrecision('round1_cutoff'),
    round2Cutoff: pg.doublePrecision('round2_cutoff'),
    quizSetId: pg.bigint('quiz_set_id', { mode: 'number' }).references(() => questionSets.id, {
      onDelete: 'set null',
    }),
    /** The round 2 case study in the media store. */
    caseStudyKey: pg.text('case_study_key'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.unique('competitions_vertical_edition_key').on(t.vertical, t.edition),
    pg.check('competitions_edition_check', sql`edition >= 1`),
  ],
);

const competitionId = () => belongsTo(pg.integer('competition_id'), () => competitions.id);

/** One registration per seeker and edition: the key makes a second (or a racing) registration write nothing. */
export const competitionRegistrations = pg.pgTable(
  'competition_registrations',
  {
    competitionId: competitionId(),
    seekerId: seekerId(),
    institute: pg.text().notNull(),
    programme: pg.text().notNull(),
    graduationYear: pg.integer('graduation_year').notNull(),
    city: pg.text(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.competitionId, t.seekerId] }),
    pg.index('competition_registrations_seeker').on(t.seekerId),
  ],
);

/** The last file of each kind a candidate handed in (a later one replaces it), as read from its bytes. */
export const competitionFiles = pg.pgTable(
  'competition_files',
  {
    competitionId: competitionId(),
    seekerId: seekerId(),
    kind: pg.text({ enum: ['answer', 'deck', 'video'] }).notNull(),
    round: pg.text({ enum: ['round2', 'round3'] }).notNull(),
    fileName: pg.text('file_name').notNull(),
    format: pg.text().notNull(),
    key: pg.text().notNull(),
    sizeBytes: pg.integer('size_bytes').notNull(),
    slides: pg.integer(),
    durationMs: pg.integer('duration_ms'),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.competitionId, t.seekerId, t.kind] }),
    oneOf('competition_files_kind_check', t.kind),
    oneOf('competition_files_round_check', t.round),
  ],
);

/**
 * A candidate's score in a round (the quiz's when submitted, the organisers' grade otherwise); `rank` and
 * `qualified` are written when the round's results are published.
 */
export const competitionScores = pg.pgTable(
  'competition_scores',
  {
    competitionId: competitionId(),
    seekerId: seekerId(),
    round: pg.text({ enum: ['round1', 'round2', 'round3'] }).notNull(),
    score: pg.doublePrecision().notNull(),
    maxScore: pg.doublePrecision('max_score'),
    scoredAt: timestamptz('scored_at').notNull().defaultNow(),
    rank: pg.integer(),
    qualified: pg.boolean(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.competitionId, t.round, t.seekerId] }),
    oneOf('competition_scores_round_check', t.round),
    pg.check('competition_scores_score_check', sql`score >= 0`),
    pg.index('competition_scores_rank').on(t.competitionId, t.round, t.rank),
  ],
);
