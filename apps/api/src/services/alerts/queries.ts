/** SQL of saved searches, their digests and the real-time early-applicant alerts (decision 0031). */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { exclusionsFor, feedWhere, notApplied } from '../job/queries/feed.ts';
import { arrayParam, countOf, firstRow } from '../query.ts';

export interface SavedSearchRow {
  id: number;
  seeker_id: number;
  vertical: string;
  name: string;
  keyword: string;
  category_id: number | null;
  loc_ids: number[];
  exp: number | null;
  alerts: boolean;
  unsubscribe_nonce: string;
  created_at: Date | string;
  last_digest_at: Date | string | null;
}

const COLUMNS = sql.raw(
  'ss.id, ss.seeker_id, ss.vertical, ss.name, ss.keyword, ss.category_id, ss.loc_ids, ss.exp, ss.alerts, ss.unsubscribe_nonce, ss.created_at, ss.last_digest_at',
);

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
  q.rows<SavedSearchRow>(
    sql`SELECT ${COLUMNS} FROM saved_searches ss WHERE ss.seeker_id = ${seekerId} AND ss.vertical = ${vertical}
        ORDER BY ss.id DESC`,
  );

export const countSearches = (q: Queryable, seekerId: number) =>
  countOf(q, sql`SELECT count(*) AS n FROM saved_searches WHERE seeker_id = ${seekerId}`);

export const nameTaken = async (q: Queryable, seekerId: number, name: string, exceptId: number | null) =>
  (
    await q.rows(
      sql`SELECT 1 FROM saved_searches WHERE seeker_id = ${seekerId} AND lower(name) = lower(${name})
          AND (${exceptId}::int IS NULL OR id <> ${exceptId})`,
    )
  ).length > 0;

/** Locks the seeker's row, so one seeker's concurrent saves count one after another. */
export const lockSeeker = (q: Queryable, seekerId: number) =>
  q.rows(sql`SELECT id FROM seekers WHERE id = ${seekerId} FOR UPDATE`);

export const categoryKnown = async (q: Queryable, vertical: Vertical, id: number) =>
  (await q.rows(sql`SELECT 1 FROM categories WHERE id = ${id} AND vertical = ${vertical}`)).length > 0;

export const knownCities = (q: Queryable, vertical: Vertical, ids: readonly number[]) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM cities WHERE vertical = ${vertical} AND id = ANY(${arrayParam(ids)}::int[])`,
  );

export const insertSearch = (
  q: Queryable,
  s: {
    seekerId: number;
    vertical: Vertical;
    name: string;
    alerts: boolean;
    nonce: string;
    periodMs: number;
  } & Criteria,
) =>
  firstRow<SavedSearchRow>(
    q,
    sql`INSERT INTO saved_searches AS ss (seeker_id, vertical, name, keyword, category_id, loc_ids, exp, exp_min, exp_max,
          alerts, unsubscribe_nonce, next_digest_at)
        VALUES (${s.seekerId}, ${s.vertical}, ${s.name}, ${s.keyword}, ${s.categoryId}, ${arrayParam(s.locIds)}::int[],
          ${s.exp}, ${s.expMin}, ${s.expMax}, ${s.alerts}, ${s.nonce}, now() + make_interval(secs => ${s.periodMs / 1000}))
        RETURNING ${COLUMNS}`,
  );

export const updateSearch = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  id: number,
  change: { name: string | null; alerts: boolean | null; periodMs: number },
) =>
  firstRow<SavedSearchRow>(
    q,
    sql`UPDATE saved_searches AS ss SET name = coalesce(${change.name}::text, ss.name),
          alerts = coalesce(${change.alerts}::boolean, ss.alerts),
          -- Turning alerts back on starts a period; the matches posted meanwhile come in its digest.
          next_digest_at = CASE WHEN ${change.alerts}::boolean AND NOT ss.alerts
            THEN now() + make_interval(secs => ${change.periodMs / 1000}) ELSE ss.next_digest_at END,
          updated_at = now()
        WHERE ss.id = ${id} AND ss.seeker_id = ${seekerId} AND ss.vertical = ${vertical}
        RETURNING ${COLUMNS}`,
  );

export const deleteSearch = async (q: Queryable, vertical: Vertical, seekerId: number, id: number) =>
  (
    await q.rows(
      sql`DELETE FROM saved_searches WHERE id = ${id} AND seeker_id = ${seekerId} AND vertical = ${vertical} RETURNING id`,
    )
  ).length > 0;

/** Turns the search's alerts off if the nonce is still its own, and replaces the nonce; answers its name. */
export const unsubscribeSearch = (
  q: Queryable,
  vertical: Vertical,
  id: number,
  nonce: string,
  next: string,
) =>
  firstRow<{ name: string }>(
    q,
    sql`UPDATE saved_searches SET alerts = false, unsubscribe_nonce = ${next}, updated_at = now()
        WHERE id = ${id} AND vertical = ${vertical} AND unsubscribe_nonce = ${nonce} RETURNING name`,
  );

export const searchExists = async (q: Queryable, vertical: Vertical, id: number) =>
  (await q.rows(sql`SELECT 1 FROM saved_searches WHERE id = ${id} AND vertical = ${vertical}`)).length > 0;

// The digest.

/** Makes the digests of one seeker's searches (with alerts on) due now: the internal API's trigger. */
export const makeDue = (q: Queryable, vertical: Vertical, email: string) =>
  q.rows(
    sql`UPDATE saved_searches SET next_digest_at = now() WHERE vertical = ${vertical} AND alerts
        AND seeker_id = (SELECT id FROM seekers WHERE vertical = ${vertical} AND email = ${email})`,
  );

export interface DueSearchRow extends SavedSearchRow {
  email: string;
  seeker_name: string;
}

/**
 * Claims up to `limit` searches whose digest is due, locking them for the rest of the transaction;
 * rows another process holds are skipped (FOR UPDATE SKIP LOCKED), so no search is claimed twice.
 */
export const claimDueSearches = (q: Queryable, vertical: Vertical, limit: number) =>
  q.rows<DueSearchRow>(
    sql`SELECT ${COLUMNS}, s.email, s.name AS seeker_name FROM saved_searches ss
          JOIN seekers s ON s.id = ss.seeker_id AND s.status = 'active'
        WHERE ss.vertical = ${vertical} AND ss.alerts AND ss.next_digest_at <= now()
        ORDER BY ss.next_digest_at, ss.id LIMIT ${limit}
        FOR UPDATE OF ss SKIP LOCKED`,
  );

/** The keyword condition of a search, as `GET job/search` reads it (websearch syntax). */
const keywordMatch = (keyword: string): SQL[] =>
  /[\p{L}\p{N}]/u.test(keyword) ? [sql`j.search @@ websearch_to_tsquery('english', ${keyword})`] : [];

export interface DigestJobRow {
  id: number | string;
  title: string;
  company_name: string;
  confidential: boolean;
  city_ids: number[];
  posted_at: Date | string;
}

/**
 * The live jobs matching the search, posted since it was saved and not in an earlier digest of it, that
 * the seeker has not applied to or hidden; newest first.
 */
export const newMatches = (q: Queryable, vertical: Vertical, s: SavedSearchRow, limit: number) =>
  q.rows<DigestJobRow>(
    sql`SELECT j.id, j.title, j.company_name, j.confidential, j.city_ids, j.posted_at FROM jobs j
        WHERE ${feedWhere(vertical, {
          categoryId: s.category_id ?? undefined,
          locIds: s.loc_ids,
          exp: s.exp ?? undefined,
          extra: [
            ...keywordMatch(s.keyword),
            sql`j.posted_at >= ${new Date(s.created_at).toISOString()}::timestamptz`,
            sql`NOT EXISTS (SELECT 1 FROM saved_search_sent x WHERE x.saved_search_id = ${s.id} AND x.job_id = j.id)`,
            notApplied(s.seeker_id),
            ...exclusionsFor(s.seeker_id),
          ],
        })}
        ORDER BY j.posted_at DESC, j.id DESC LIMIT ${limit}`,
  );

export const markSent = (q: Queryable, searchId: number, jobIds: readonly number[]) =>
  q.rows(
    sql`INSERT INTO saved_search_sent (saved_search_id, job_id)
        SELECT ${searchId}, unnest(${arrayParam(jobIds)}::bigint[]) ON CONFLICT DO NOTHING`,
  );

export const scheduleNext = (q: Queryable, id: number, periodMs: number, sent: boolean) =>
  q.rows(
    sql`UPDATE saved_searches SET next_digest_at = now() + make_interval(secs => ${periodMs / 1000}),
          last_digest_at = CASE WHEN ${sent} THEN now() ELSE last_digest_at END
        WHERE id = ${id}`,
  );

/** Forgets which jobs digests listed once the jobs are older than any digest window. */
export const pruneSent = (q: Queryable) =>
  q.rows(sql`DELETE FROM saved_search_sent WHERE sent_at < now() - interval '35 days'`);

// Real-time alerts.

/**
 * Claims the vertical's jobs posted in the last `windowHours` that no run has matched yet: inserting a
 * job's row in alert_scanned_jobs is the claim. A process that tries to claim a job another process's open
 * transaction has claimed waits for it and then skips the job (ON CONFLICT DO NOTHING).
 */
export const claimNewJobs = async (q: Queryable, vertical: Vertical, windowHours: number, limit: number) =>
  (
    await q.rows<{ job_id: number | string }>(
      sql`INSERT INTO alert_scanned_jobs (job_id)
          SELECT j.id FROM jobs j
          WHERE j.vertical = ${vertical} AND j.status = 1 AND j.expires_at > now()
            AND j.posted_at > now() - make_interval(hours => ${windowHours})
            AND NOT EXISTS (SELECT 1 FROM alert_scanned_jobs a WHERE a.job_id = j.id)
          ORDER BY j.id LIMIT ${limit}
          ON CONFLICT DO NOTHING RETURNING job_id`,
    )
  ).map((r) => Number(r.job_id));

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

export interface AlertRow {
  seeker_id: number;
  email: string;
  seeker_name: string;
  job_id: number | string;
  title: string;
  company_name: string;
  confidential: boolean;
  saved_search_id: number | null;
  /** Whether the seeker takes emails of new matching jobs (the settings flag `jobFeed`, decision 0070). */
  emails: boolean;
}

/**
 * Records an alert for every active early-applicant subscriber of the vertical and each of these jobs that
 * matches their preference or one of their saved searches, unless they applied to it, hid it or were
 * alerted about it before (the primary key); answers the alerts recorded now, with what the message needs.
 */
export const recordAlerts = (q: Queryable, vertical: Vertical, jobIds: readonly number[]) =>
  q.rows<AlertRow>(
    sql`WITH matched AS (
          SELECT s.id AS seeker_id, j.id AS job_id, ${savedSearchMatch} AS saved_search_id, ${preferenceMatch} AS preferred
          FROM jobs j
          JOIN seekers s ON s.vertical = j.vertical AND s.status = 'active'
          JOIN seeker_profiles p ON p.seeker_id = s.id AND p.early_applicant_until > now()
          WHERE j.vertical = ${vertical} AND j.id = ANY(${arrayParam(jobIds)}::bigint[])
            AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.seeker_id = s.id AND a.job_id = j.id)
            AND NOT EXISTS (SELECT 1 FROM hidden_jobs h WHERE h.seeker_id = s.id AND h.job_id = j.id)
            AND NOT EXISTS (SELECT 1 FROM unfollowed_recruiters u WHERE u.seeker_id = s.id AND u.recruiter_id = j.recruiter_id)
            AND (j.company_id IS NULL OR NOT j.company_id = ANY(p.blocked_companies))),
        added AS (
          INSERT INTO early_alerts (seeker_id, job_id, saved_search_id)
          SELECT seeker_id, job_id, saved_search_id FROM matched WHERE preferred OR saved_search_id IS NOT NULL
          ON CONFLICT DO NOTHING RETURNING seeker_id, job_id, saved_search_id)
        SELECT a.seeker_id, s.email, s.name AS seeker_name, a.job_id, j.title, j.company_name, j.confidential,
               a.saved_search_id, COALESCE((p.settings->>'jobFeed')::boolean, true) AS emails
        FROM added a JOIN seekers s ON s.id = a.seeker_id JOIN jobs j ON j.id = a.job_id
        LEFT JOIN seeker_profiles p ON p.seeker_id = a.seeker_id
        ORDER BY a.seeker_id, a.job_id`,
  );

/** Forgets claims of jobs that have left the real-time window. */
export const pruneScanned = (q: Queryable, windowHours: number) =>
  q.rows(
    sql`DELETE FROM alert_scanned_jobs WHERE scanned_at < now() - make_interval(hours => ${windowHours * 2})`,
  );
