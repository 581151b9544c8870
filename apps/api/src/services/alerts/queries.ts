/** Queries of saved searches, their digests and the real-time early-applicant alerts (decision 0031). */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { rowExists } from '../../db/exists.ts';
import {
  alertScannedJobs,
  applications,
  categories,
  cities,
  earlyAlerts,
  hiddenJobs,
  jobs,
  savedSearches,
  savedSearchSent,
  seekerProfiles,
  seekers,
  unfollowedRecruiters,
} from '../../db/schema.ts';
import { theirSearch } from '../email-preferences/queries.ts';
import { exclusionsFor, feedWhere, feedJobs as j, notApplied } from '../job/queries/feed.ts';

const COLUMNS = {
  id: savedSearches.id,
  seekerId: savedSearches.seekerId,
  vertical: savedSearches.vertical,
  name: savedSearches.name,
  keyword: savedSearches.keyword,
  categoryId: savedSearches.categoryId,
  locIds: savedSearches.locIds,
  exp: savedSearches.exp,
  alerts: savedSearches.alerts,
  unsubscribeNonce: savedSearches.unsubscribeNonce,
  createdAt: savedSearches.createdAt,
  lastDigestAt: savedSearches.lastDigestAt,
};

export type SavedSearchRow = Pick<typeof savedSearches.$inferSelect, keyof typeof COLUMNS>;

/** The criteria of a saved search, as stored. */
export interface Criteria {
  keyword: string;
  categoryId: number | null;
  locIds: number[];
  exp: number | null;
  expMin: number | null;
  expMax: number | null;
}

export const listSearches = (q: Queryable, vertical: Vertical, seekerId: number) =>
  q.orm
    .select(COLUMNS)
    .from(savedSearches)
    .where(and(eq(savedSearches.seekerId, seekerId), eq(savedSearches.vertical, vertical)))
    .orderBy(desc(savedSearches.id));

export const countSearches = (q: Queryable, seekerId: number) =>
  q.orm.$count(savedSearches, eq(savedSearches.seekerId, seekerId));

export const nameTaken = async (q: Queryable, seekerId: number, name: string, exceptId: number | null) =>
  (
    await q.orm
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.seekerId, seekerId),
          eq(sql`lower(${savedSearches.name})`, sql`lower(${name})`),
          exceptId === null ? undefined : ne(savedSearches.id, exceptId),
        ),
      )
  ).length > 0;

/** Locks the seeker's row, so one seeker's concurrent saves count one after another. */
export const lockSeeker = (q: Queryable, seekerId: number) =>
  q.orm.select({ id: seekers.id }).from(seekers).where(eq(seekers.id, seekerId)).for('update');

export const categoryKnown = (q: Queryable, vertical: Vertical, id: number) =>
  rowExists(q, categories, and(eq(categories.id, id), eq(categories.vertical, vertical)));

export const knownCities = (q: Queryable, vertical: Vertical, ids: readonly number[]) =>
  q.orm.$count(cities, and(eq(cities.vertical, vertical), inArray(cities.id, [...ids])));

/**
 * Alerts on, written as a literal: a bound `true` would hide from a generic plan that the condition is
 * the `saved_searches_due` index's predicate.
 */
const alertsOn = eq(savedSearches.alerts, sql`true`);

/** `now()` plus a period given in milliseconds. */
const periodFromNow = (periodMs: number) => sql`now() + make_interval(secs => ${periodMs / 1000})`;

export const insertSearch = async (
  q: Queryable,
  {
    nonce,
    periodMs,
    ...s
  }: {
    seekerId: number;
    vertical: Vertical;
    name: string;
    alerts: boolean;
    nonce: string;
    periodMs: number;
  } & Criteria,
) =>
  (
    await q.orm
      .insert(savedSearches)
      .values({ ...s, unsubscribeNonce: nonce, nextDigestAt: periodFromNow(periodMs) })
      .returning(COLUMNS)
  )[0];

export const updateSearch = async (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  id: number,
  change: { name: string | null; alerts: boolean | null; periodMs: number },
) =>
  (
    await q.orm
      .update(savedSearches)
      .set({
        name: change.name ?? undefined,
        alerts: change.alerts ?? undefined,
        // Turning alerts back on starts a period; the matches posted meanwhile come in its digest.
        nextDigestAt: change.alerts
          ? sql`CASE WHEN NOT ${savedSearches.alerts} THEN ${periodFromNow(change.periodMs)} ELSE ${savedSearches.nextDigestAt} END`
          : undefined,
        updatedAt: sql`now()`,
      })
      .where(theirSearch(vertical, seekerId, id))
      .returning(COLUMNS)
  )[0];

export const deleteSearch = async (q: Queryable, vertical: Vertical, seekerId: number, id: number) =>
  (
    await q.orm
      .delete(savedSearches)
      .where(theirSearch(vertical, seekerId, id))
      .returning({ id: savedSearches.id })
  ).length > 0;

/** Turns the search's alerts off if the nonce is still its own, and replaces the nonce; answers its name. */
export const unsubscribeSearch = async (
  q: Queryable,
  vertical: Vertical,
  id: number,
  nonce: string,
  next: string,
) =>
  (
    await q.orm
      .update(savedSearches)
      .set({ alerts: false, unsubscribeNonce: next, updatedAt: sql`now()` })
      .where(
        and(
          eq(savedSearches.id, id),
          eq(savedSearches.vertical, vertical),
          eq(savedSearches.unsubscribeNonce, nonce),
        ),
      )
      .returning({ name: savedSearches.name })
  )[0];

export const searchExists = (q: Queryable, vertical: Vertical, id: number) =>
  rowExists(q, savedSearches, and(eq(savedSearches.id, id), eq(savedSearches.vertical, vertical)));

// The digest.

/** Makes the digests of one seeker's searches (with alerts on) due now: the internal API's trigger. */
export const makeDue = (q: Queryable, vertical: Vertical, email: string) =>
  q.orm
    .update(savedSearches)
    .set({ nextDigestAt: sql`now()` })
    .where(
      and(
        eq(savedSearches.vertical, vertical),
        alertsOn,
        inArray(
          savedSearches.seekerId,
          q.orm
            .select({ id: seekers.id })
            .from(seekers)
            .where(and(eq(seekers.vertical, vertical), eq(seekers.email, email))),
        ),
      ),
    );

/**
 * Claims up to `limit` searches whose digest is due, locking them for the rest of the transaction;
 * rows another process holds are skipped (FOR UPDATE SKIP LOCKED), so no search is claimed twice.
 */
export const claimDueSearches = (q: Queryable, vertical: Vertical, limit: number) =>
  q.orm
    .select({ ...COLUMNS, email: seekers.email, seekerName: seekers.name })
    .from(savedSearches)
    .innerJoin(seekers, and(eq(seekers.id, savedSearches.seekerId), eq(seekers.status, 'active')))
    .where(and(eq(savedSearches.vertical, vertical), alertsOn, lte(savedSearches.nextDigestAt, sql`now()`)))
    .orderBy(asc(savedSearches.nextDigestAt), asc(savedSearches.id))
    .limit(limit)
    .for('update', { of: savedSearches, skipLocked: true });

export type DueSearchRow = Awaited<ReturnType<typeof claimDueSearches>>[number];

/** The keyword condition of a search, as `GET job/search` reads it (websearch syntax). */
const keywordMatch = (keyword: string): SQL[] =>
  /[\p{L}\p{N}]/u.test(keyword) ? [sql`j.search @@ websearch_to_tsquery('english', ${keyword})`] : [];

/**
 * The live jobs matching the search, posted since it was saved and not in an earlier digest of it, that
 * the seeker has not applied to or hidden; newest first.
 */
export const newMatches = (q: Queryable, vertical: Vertical, s: SavedSearchRow, limit: number) =>
  q.orm
    .select({
      id: j.id,
      title: j.title,
      companyName: j.companyName,
      confidential: j.confidential,
      cityIds: j.cityIds,
      postedAt: j.postedAt,
    })
    .from(j)
    .where(
      feedWhere(vertical, {
        categoryId: s.categoryId ?? undefined,
        locIds: s.locIds,
        exp: s.exp ?? undefined,
        extra: [
          ...keywordMatch(s.keyword),
          gte(j.postedAt, s.createdAt),
          notExists(
            q.orm
              .select({ jobId: savedSearchSent.jobId })
              .from(savedSearchSent)
              .where(and(eq(savedSearchSent.savedSearchId, s.id), eq(savedSearchSent.jobId, j.id))),
          ),
          notApplied(s.seekerId),
          ...exclusionsFor(s.seekerId),
        ],
      }),
    )
    .orderBy(desc(j.postedAt), desc(j.id))
    .limit(limit);

export type DigestJobRow = Awaited<ReturnType<typeof newMatches>>[number];

export const markSent = async (q: Queryable, searchId: number, jobIds: readonly number[]) => {
  if (jobIds.length === 0) return;
  await q.orm
    .insert(savedSearchSent)
    .values(jobIds.map((jobId) => ({ savedSearchId: searchId, jobId })))
    .onConflictDoNothing();
};

export const scheduleNext = (q: Queryable, id: number, periodMs: number, sent: boolean) =>
  q.orm
    .update(savedSearches)
    .set({ nextDigestAt: periodFromNow(periodMs), lastDigestAt: sent ? sql`now()` : undefined })
    .where(eq(savedSearches.id, id));

/** Forgets which jobs digests listed once the jobs are older than any digest window. */
export const pruneSent = (q: Queryable) =>
  q.orm.delete(savedSearchSent).where(lt(savedSearchSent.sentAt, sql`now() - interval '35 days'`));

// Real-time alerts.

/**
 * Claims the vertical's jobs posted in the last `windowHours` that no run has matched yet: inserting a
 * job's row in alert_scanned_jobs is the claim. A process that tries to claim a job another process's open
 * transaction has claimed waits for it and then skips the job (ON CONFLICT DO NOTHING).
 */
export const claimNewJobs = async (q: Queryable, vertical: Vertical, windowHours: number, limit: number) =>
  (
    await q.orm
      .insert(alertScannedJobs)
      // The builder's INSERT ... SELECT names every column: `now()` is the default it would take.
      .select(
        q.orm
          .select({ jobId: jobs.id, scannedAt: sql`now()`.as('scanned_at') })
          .from(jobs)
          .where(
            and(
              eq(jobs.vertical, vertical),
              eq(jobs.status, sql`1`), // a literal, as the partial feed indexes say it
              gt(jobs.expiresAt, sql`now()`),
              gt(jobs.postedAt, sql`now() - make_interval(hours => ${windowHours})`),
              notExists(
                q.orm
                  .select({ jobId: alertScannedJobs.jobId })
                  .from(alertScannedJobs)
                  .where(eq(alertScannedJobs.jobId, jobs.id)),
              ),
            ),
          )
          .orderBy(asc(jobs.id))
          .limit(limit),
      )
      .onConflictDoNothing()
      .returning({ jobId: alertScannedJobs.jobId })
  ).map((r) => r.jobId);

const s = alias(seekers, 's');
const p = alias(seekerProfiles, 'p');

/** The early-applicant preference (skills or roles, and cities) of seeker `s` matches job `j`. */
const preferenceMatch = sql`EXISTS (SELECT 1 FROM early_applicant_preferences ep WHERE ep.seeker_id = s.id
    AND (cardinality(ep.skills) + cardinality(ep.roles) = 0
      OR EXISTS (SELECT 1 FROM tags t WHERE t.id = ANY(j.tag_ids)
                  AND lower(t.name) IN (SELECT lower(x) FROM unnest(ep.skills) x))
      OR EXISTS (SELECT 1 FROM unnest(ep.roles) r WHERE r <> '' AND strpos(lower(j.title), lower(r)) > 0))
    AND (cardinality(ep.cities) = 0
      OR EXISTS (SELECT 1 FROM cities c WHERE c.id = ANY(j.city_ids)
                  AND lower(c.name) IN (SELECT lower(x) FROM unnest(ep.cities) x))))`;

/** The first of seeker `s`'s saved searches with alerts on that matches job `j`. */
const savedSearchMatch = sql`(SELECT ss.id FROM saved_searches ss WHERE ss.seeker_id = s.id AND ss.alerts
    AND (ss.keyword = '' OR j.search @@ websearch_to_tsquery('english', ss.keyword))
    AND (ss.category_id IS NULL OR j.category_id = ss.category_id)
    AND (cardinality(ss.loc_ids) = 0 OR j.city_ids && ss.loc_ids)
    AND (ss.exp_min IS NULL OR (j.min_exp <= ss.exp_max AND j.max_exp >= ss.exp_min))
    ORDER BY ss.id LIMIT 1)`;

/**
 * Records an alert for every active early-applicant subscriber of the vertical and each of these jobs that
 * matches their preference or one of their saved searches, unless they applied to it, hid it or were
 * alerted about it before (the primary key); answers the alerts recorded now, with what the message needs.
 */
export const recordAlerts = (q: Queryable, vertical: Vertical, jobIds: readonly number[]) => {
  const matched = q.orm.$with('matched').as(
    q.orm
      .select({
        seekerId: sql`${s.id}`.mapWith(s.id).as('seeker_id'),
        jobId: sql`${j.id}`.mapWith(j.id).as('job_id'),
        savedSearchId: sql`${savedSearchMatch}`.mapWith(savedSearches.id).as('saved_search_id'),
        preferred: sql`${preferenceMatch}`.mapWith(Boolean).as('preferred'),
      })
      .from(j)
      .innerJoin(s, and(eq(s.vertical, j.vertical), eq(s.status, 'active')))
      .innerJoin(p, and(eq(p.seekerId, s.id), gt(p.earlyApplicantUntil, sql`now()`)))
      .where(
        and(
          eq(j.vertical, vertical),
          inArray(j.id, [...jobIds]),
          notExists(
            q.orm
              .select({ id: applications.id })
              .from(applications)
              .where(and(eq(applications.seekerId, s.id), eq(applications.jobId, j.id))),
          ),
          notExists(
            q.orm
              .select({ jobId: hiddenJobs.jobId })
              .from(hiddenJobs)
              .where(and(eq(hiddenJobs.seekerId, s.id), eq(hiddenJobs.jobId, j.id))),
          ),
          notExists(
            q.orm
              .select({ recruiterId: unfollowedRecruiters.recruiterId })
              .from(unfollowedRecruiters)
              .where(
                and(
                  eq(unfollowedRecruiters.seekerId, s.id),
                  eq(unfollowedRecruiters.recruiterId, j.recruiterId),
                ),
              ),
          ),
          sql`(${j.companyId} IS NULL OR NOT ${j.companyId} = ANY(${p.blockedCompanies}))`,
        ),
      ),
  );
  const added = q.orm.$with('added').as(
    q.orm
      .insert(earlyAlerts)
      // The builder's INSERT ... SELECT names every column: `now()` is the default it would take.
      .select(
        q.orm
          .select({
            seekerId: matched.seekerId,
            jobId: matched.jobId,
            savedSearchId: matched.savedSearchId,
            createdAt: sql`now()`.as('created_at'),
          })
          .from(matched)
          .where(or(matched.preferred, isNotNull(matched.savedSearchId))),
      )
      .onConflictDoNothing()
      .returning({
        seekerId: earlyAlerts.seekerId,
        jobId: earlyAlerts.jobId,
        savedSearchId: earlyAlerts.savedSearchId,
      }),
  );
  return q.orm
    .with(matched, added)
    .select({
      seekerId: added.seekerId,
      email: seekers.email,
      seekerName: seekers.name,
      jobId: added.jobId,
      title: jobs.title,
      companyName: jobs.companyName,
      confidential: jobs.confidential,
      savedSearchId: added.savedSearchId,
      /** Whether the seeker takes emails of new matching jobs (the settings flag `jobFeed`, decision 0070). */
      emails: sql<boolean>`COALESCE((${seekerProfiles.settings}->>'jobFeed')::boolean, true)`,
    })
    .from(added)
    .innerJoin(seekers, eq(seekers.id, added.seekerId))
    .innerJoin(jobs, eq(jobs.id, added.jobId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.seekerId, added.seekerId))
    .orderBy(asc(added.seekerId), asc(added.jobId));
};

export type AlertRow = Awaited<ReturnType<typeof recordAlerts>>[number];

/** Forgets claims of jobs that have left the real-time window. */
export const pruneScanned = (q: Queryable, windowHours: number) =>
  q.orm
    .delete(alertScannedJobs)
    .where(lt(alertScannedJobs.scannedAt, sql`now() - make_interval(hours => ${windowHours * 2})`));
