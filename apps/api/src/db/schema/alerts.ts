/**
 * Saved searches and job alerts (migration 0006, decision 0031): the daily digest for every seeker,
 * real-time alerts for early-applicant subscribers. Background work claims these rows with
 * FOR UPDATE SKIP LOCKED.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { categories, jobId, verticalId } from './catalogue.ts';
import { belongsTo, createdAt, timestamptz } from './columns.ts';

export const savedSearches = pg.pgTable(
  'saved_searches',
  {
    id: pg.serial().primaryKey(),
    seekerId: seekerId(),
    vertical: verticalId(),
    name: pg.text().notNull(),
    keyword: pg.text().notNull().default(''),
    categoryId: pg.integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    locIds: pg.integer('loc_ids').array().notNull().default([]),
    /** The experience filter's id (1-9) and its years, so matching needs no lookup. */
    exp: pg.smallint(),
    expMin: pg.smallint('exp_min'),
    expMax: pg.smallint('exp_max'),
    alerts: pg.boolean().notNull().default(true),
    /** The unsubscribe link is HMAC-signed over (id, nonce); unsubscribing replaces it, so a used link is refused. */
    unsubscribeNonce: pg.text('unsubscribe_nonce').notNull(),
    /** The next digest lists the matches posted since `created_at` that no earlier digest listed. */
    nextDigestAt: timestamptz('next_digest_at').notNull().defaultNow(),
    lastDigestAt: timestamptz('last_digest_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    pg.unique('saved_searches_seeker_id_name_key').on(t.seekerId, t.name),
    pg.index('saved_searches_seeker').on(t.seekerId, t.id),
    pg.index('saved_searches_due').on(t.vertical, t.nextDigestAt).where(sql`alerts`),
  ],
);

/** The jobs each search's digests have listed: a job is in one digest of a search at most. */
export const savedSearchSent = pg.pgTable(
  'saved_search_sent',
  {
    savedSearchId: belongsTo(pg.integer('saved_search_id'), () => savedSearches.id),
    jobId: jobId(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.savedSearchId, t.jobId] })],
);

/** The new jobs the real-time matcher has claimed, one process per job (ON CONFLICT DO NOTHING). */
export const alertScannedJobs = pg.pgTable('alert_scanned_jobs', {
  jobId: jobId().primaryKey(),
  scannedAt: timestamptz('scanned_at').notNull().defaultNow(),
});

/** One row per seeker and job alerted in real time, so each alert is sent once only. */
export const earlyAlerts = pg.pgTable(
  'early_alerts',
  {
    seekerId: seekerId(),
    jobId: jobId(),
    savedSearchId: pg.integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.seekerId, t.jobId] }), pg.index('early_alerts_job').on(t.jobId)],
);
