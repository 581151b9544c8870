/**
 * What a seeker does with jobs (migration 0002): applications, saved and hidden jobs, unfollowed
 * recruiters, follow-ups, reports, views and notifications. Counts are derived from these rows (one row
 * per seeker and job), so they cannot drift or go below 0.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
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
import { jobId, jobs, recruiters, verticalId } from './catalogue.ts';
import { createdAt, oneOf, timestamptz } from './columns.ts';

export const applications = pgTable(
  'applications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    jobId: jobId(),
    status: text({
      enum: ['applied', 'viewed', 'shortlisted', 'rejected', 'interview', 'assessment', 'hired'],
    })
      .notNull()
      .default('applied'),
    extras: jsonb().notNull().default({}),
    answers: jsonb().notNull().default([]),
    appliedAt: timestamptz('applied_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('applications_seeker_id_job_id_key').on(t.seekerId, t.jobId),
    oneOf('applications_status_check', t.status),
    index('applications_seeker').on(t.seekerId, t.appliedAt.desc()),
    index('applications_job').on(t.jobId, t.appliedAt),
  ],
);

/** The application a row belongs to, and goes with. */
export const applicationId = () =>
  bigint('application_id', { mode: 'number' })
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });

export const savedJobs = pgTable(
  'saved_jobs',
  { seekerId: seekerId(), jobId: jobId(), savedAt: timestamptz('saved_at').notNull().defaultNow() },
  (t) => [
    primaryKey({ columns: [t.seekerId, t.jobId] }),
    index('saved_jobs_latest').on(t.seekerId, t.savedAt.desc()),
  ],
);

export const hiddenJobs = pgTable(
  'hidden_jobs',
  { seekerId: seekerId(), jobId: jobId(), hiddenAt: timestamptz('hidden_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.seekerId, t.jobId] })],
);

export const unfollowedRecruiters = pgTable(
  'unfollowed_recruiters',
  {
    seekerId: seekerId(),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    unfollowedAt: timestamptz('unfollowed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seekerId, t.recruiterId] })],
);

export const followUps = pgTable(
  'follow_ups',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    jobId: jobId(),
    createdAt: createdAt(),
    undoneAt: timestamptz('undone_at'),
  },
  (t) => [index('follow_ups_recent').on(t.seekerId, t.createdAt.desc()).where(sql`undone_at IS NULL`)],
);

export const jobReports = pgTable(
  'job_reports',
  {
    seekerId: seekerId(),
    jobId: jobId(),
    reason: text().notNull().default(''),
    reportedAt: timestamptz('reported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seekerId, t.jobId] })],
);

export const seekerJobViews = pgTable(
  'seeker_job_views',
  {
    seekerId: seekerId(),
    jobId: jobId(),
    views: integer().notNull().default(1),
    firstViewedAt: timestamptz('first_viewed_at').notNull().defaultNow(),
    lastViewedAt: timestamptz('last_viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seekerId, t.jobId] })],
);

export const jobViewMonths = pgTable(
  'job_view_months',
  {
    jobId: jobId(),
    /** The month's first day, `YYYY-MM-DD`. */
    month: date().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.month] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    type: smallint().notNull(),
    /** 1 unread, 2 read. */
    status: smallint().notNull().default(1),
    text: text().notNull(),
    link: text(),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_type_check', sql`type IN (1, 2, 3, 4, 5, 6, 11, 14, 15)`),
    check('notifications_status_check', sql`status IN (1, 2)`),
    index('notifications_latest').on(t.seekerId, t.id.desc()),
    index('notifications_unread').on(t.seekerId).where(sql`status = 1`),
  ],
);
