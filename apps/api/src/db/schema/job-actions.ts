/**
 * What a seeker does with jobs (migration 0002): applications, saved and hidden jobs, unfollowed
 * recruiters, follow-ups, reports, views and notifications. Counts are derived from these rows (one row
 * per seeker and job), so they cannot drift or go below 0.
 */
import type { NotificationState, NotificationTypeId } from '@jobsite/domain';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { jobId, jobs, recruiters, verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz } from './columns.ts';

export const applications = pg.pgTable(
  'applications',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    jobId: jobId(),
    status: pg
      .text({
        enum: ['applied', 'viewed', 'shortlisted', 'rejected', 'interview', 'assessment', 'hired'],
      })
      .notNull()
      .default('applied'),
    extras: pg.jsonb().notNull().default({}),
    answers: pg.jsonb().notNull().default([]),
    appliedAt: timestamptz('applied_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    pg.unique('applications_seeker_id_job_id_key').on(t.seekerId, t.jobId),
    oneOf('applications_status_check', t.status),
    pg.index('applications_seeker').on(t.seekerId, t.appliedAt.desc()),
    pg.index('applications_job').on(t.jobId, t.appliedAt),
  ],
);

/** The application a row belongs to, and goes with. */
export const applicationId = () =>
  belongsTo(pg.bigint('application_id', { mode: 'number' }), () => applications.id);

/**
 * Every change of an application's status (migration 0024, decision 0099), written in the transaction
 * that makes it: `fromStatus` is null for the application itself; `actor` is who moved it, the seeker
 * applying, the recruiter acting on it, or the product itself (`system`).
 */
export const applicationEvents = pg.pgTable(
  'application_events',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    applicationId: applicationId(),
    fromStatus: pg.text('from_status', { enum: applications.status.enumValues }),
    toStatus: pg.text('to_status', { enum: applications.status.enumValues }).notNull(),
    actor: pg.text({ enum: ['seeker', 'recruiter', 'system'] }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('application_events_from_status_check', t.fromStatus),
    oneOf('application_events_to_status_check', t.toStatus),
    oneOf('application_events_actor_check', t.actor),
    pg.index('application_events_application').on(t.applicationId, t.at),
  ],
);

/**
 * How each recruiter answers applicants (migration 0025, decision 0100): the figures of their
 * applications' events, kept current by scheduled work so a job's page reads one row. The figures are
 * null below 10 applications; each share is a percentage of the applications old enough for its window.
 */
export const recruiterResponsiveness = pg.pgTable(
  'recruiter_responsiveness',
  {
    recruiterId: belongsTo(pg.integer('recruiter_id'), () => recruiters.id).primaryKey(),
    applications: pg.integer().notNull(),
    /** The median time from an application to the recruiter's first action on it. */
    medianResponseSeconds: pg.integer('median_response_seconds'),
    heardWithin7Days: pg.smallint('heard_within_7_days'),
    heardWithin14Days: pg.smallint('heard_within_14_days'),
    lastActionAt: timestamptz('last_action_at'),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
  },
  () => [
    pg.check('recruiter_responsiveness_applications_check', sql`applications >= 0`),
    pg.check('recruiter_responsiveness_median_response_seconds_check', sql`median_response_seconds >= 0`),
    pg.check(
      'recruiter_responsiveness_heard_within_7_days_check',
      sql`heard_within_7_days BETWEEN 0 AND 100`,
    ),
    pg.check(
      'recruiter_responsiveness_heard_within_14_days_check',
      sql`heard_within_14_days BETWEEN 0 AND 100`,
    ),
    pg.check(
      'recruiter_responsiveness_enough',
      sql`applications >= 10 OR (median_response_seconds IS NULL AND heard_within_7_days IS NULL
        AND heard_within_14_days IS NULL AND last_action_at IS NULL)`,
    ),
  ],
);

export const savedJobs = pg.pgTable(
  'saved_jobs',
  { seekerId: seekerId(), jobId: jobId(), savedAt: timestamptz('saved_at').notNull().defaultNow() },
  (t) => [
    pg.primaryKey({ columns: [t.seekerId, t.jobId] }),
    pg.index('saved_jobs_latest').on(t.seekerId, t.savedAt.desc()),
  ],
);

export const hiddenJobs = pg.pgTable(
  'hidden_jobs',
  { seekerId: seekerId(), jobId: jobId(), hiddenAt: timestamptz('hidden_at').notNull().defaultNow() },
  (t) => [pg.primaryKey({ columns: [t.seekerId, t.jobId] })],
);

export const unfollowedRecruiters = pg.pgTable(
  'unfollowed_recruiters',
  {
    seekerId: seekerId(),
    recruiterId: belongsTo(pg.integer('recruiter_id'), () => recruiters.id),
    unfollowedAt: timestamptz('unfollowed_at').notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.seekerId, t.recruiterId] })],
);

export const followUps = pg.pgTable(
  'follow_ups',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    jobId: jobId(),
    createdAt: createdAt(),
    undoneAt: timestamptz('undone_at'),
  },
  (t) => [pg.index('follow_ups_recent').on(t.seekerId, t.createdAt.desc()).where(sql`undone_at IS NULL`)],
);

export const jobReports = pg.pgTable(
  'job_reports',
  {
    seekerId: seekerId(),
    jobId: jobId(),
    reason: pg.text().notNull().default(''),
    reportedAt: timestamptz('reported_at').notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.seekerId, t.jobId] })],
);

export const seekerJobViews = pg.pgTable(
  'seeker_job_views',
  {
    seekerId: seekerId(),
    jobId: jobId(),
    views: pg.integer().notNull().default(1),
    firstViewedAt: timestamptz('first_viewed_at').notNull().defaultNow(),
    lastViewedAt: timestamptz('last_viewed_at').notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.seekerId, t.jobId] })],
);

export const jobViewMonths = pg.pgTable(
  'job_view_months',
  {
    jobId: jobId(),
    /** The month's first day, `YYYY-MM-DD`. */
    month: pg.date().notNull(),
    views: pg.integer().notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.jobId, t.month] })],
);

export const notifications = pg.pgTable(
  'notifications',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    /** One of `NOTIFICATION_TYPES` (`notifications_type_check`). */
    type: pg.smallint().$type<NotificationTypeId>().notNull(),
    /** 1 unread, 2 read (`notifications_status_check`). */
    status: pg.smallint().$type<NotificationState>().notNull().default(1),
    text: pg.text().notNull(),
    link: pg.text(),
    jobId: pg.bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check('notifications_type_check', sql`type IN (1, 2, 3, 4, 5, 6, 11, 14, 15)`),
    pg.check('notifications_status_check', sql`status IN (1, 2)`),
    pg.index('notifications_latest').on(t.seekerId, t.id.desc()),
    pg.index('notifications_unread').on(t.seekerId).where(sql`status = 1`),
  ],
);
