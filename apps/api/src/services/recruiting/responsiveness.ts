/**
 * How each recruiter answers applicants (issue 40, decision 0100), kept in `recruiter_responsiveness`:
 * computed from `application_events` by scheduled work and once after seeding, so a job's page reads one
 * row by the job's recruiter instead of aggregating events on every request.
 */
import { RESPONSIVENESS_MIN_APPLICATIONS, type RecruiterResponsiveness } from '@jobsite/domain';
import { sql } from 'drizzle-orm';
import type { BackgroundTask } from '../../background.ts';
import type { Db } from '../../db/client.ts';
import { recruiterResponsiveness } from '../../db/schema.ts';

/** Below this many applications a recruiter has no figures: too few to mean anything or to hide a seeker. */
const ENOUGH_APPLICATIONS = RESPONSIVENESS_MIN_APPLICATIONS;
const DAY = 86_400_000;
/**
 * An application older than this with no action of the recruiter counts as never answered in the median;
 * a younger one is left out of it, as its answer may still come.
 */
const SETTLED_AFTER = '14 days';
const REFRESH_EVERY_MS = 30 * 60_000;
/** The transaction-scoped advisory lock a refresh holds: one process refreshes at a time. */
const REFRESH_LOCK = 0x72657370;

/**
 * Recomputes every recruiter's figures from the events, in one transaction. A recruiter's applications are
 * those to their jobs; the first action on one is the recruiter's first event moving it on from `applied`
 * (viewed, shortlisted, rejected, interview, assessment or hired). The median is of the time to that
 * action over the applications answered or settled (older than SETTLED_AFTER), the never answered counting
 * as longer than any: null when more than half of those never heard. Each share counts only the
 * applications old enough for its window to have passed, and is null while fewer than
 * ENOUGH_APPLICATIONS are. Recruiters whose applications are all gone lose their row.
 *
 * Several processes may run it at once on one database: they take their turns, and each writes the same
 * rows. Answers how many recruiters have a row.
 */
export async function refreshResponsiveness(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Taken before reading: a second process waits for the first to commit, then writes the same rows
    // again, instead of upserting them at the same time in another order.
    await tx.rows(sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const enough = ENOUGH_APPLICATIONS;
    const kept = await tx.rows(sql`
      WITH answers AS (
        SELECT application_id,
               min(at) FILTER (WHERE to_status <> 'applied') AS first_at,
               max(at) AS last_at
          FROM application_events
         WHERE actor = 'recruiter'
         GROUP BY application_id
      ), apps AS (
        SELECT j.recruiter_id, a.applied_at, n.first_at, n.last_at,
               extract(epoch FROM n.first_at - a.applied_at)::float8 AS waited
          FROM applications a
          JOIN jobs j ON j.id = a.job_id
          LEFT JOIN answers n ON n.application_id = a.id
      ), figures AS (
        SELECT recruiter_id,
               count(*)::int AS applications,
               percentile_disc(0.5) WITHIN GROUP (ORDER BY coalesce(waited, 'Infinity'::float8))
                 FILTER (WHERE first_at IS NOT NULL OR applied_at <= now() - ${SETTLED_AFTER}::interval) AS median,
               count(*) FILTER (WHERE applied_at <= now() - interval '7 days') AS due_7,
               count(*) FILTER (WHERE applied_at <= now() - interval '7 days'
                                  AND first_at <= applied_at + interval '7 days') AS heard_7,
               count(*) FILTER (WHERE applied_at <= now() - interval '14 days') AS due_14,
               count(*) FILTER (WHERE applied_at <= now() - interval '14 days'
                                  AND first_at <= applied_at + interval '14 days') AS heard_14,
               max(last_at) AS last_action_at
          FROM apps
         GROUP BY recruiter_id
      )
        INSERT INTO recruiter_responsiveness AS r (recruiter_id, applications, median_response_seconds,
               heard_within_7_days, heard_within_14_days, last_action_at, computed_at)
        SELECT recruiter_id, applications,
               CASE WHEN applications >= ${enough} AND median < 'Infinity'::float8 THEN round(median)::int END,
               CASE WHEN applications >= ${enough} AND due_7 >= ${enough} THEN round(100.0 * heard_7 / due_7)::int END,
               CASE WHEN applications >= ${enough} AND due_14 >= ${enough} THEN round(100.0 * heard_14 / due_14)::int END,
               CASE WHEN applications >= ${enough} THEN last_action_at END,
               now()
          FROM figures
         ORDER BY recruiter_id
        ON CONFLICT (recruiter_id) DO UPDATE SET
               applications = excluded.applications,
               median_response_seconds = excluded.median_response_seconds,
               heard_within_7_days = excluded.heard_within_7_days,
               heard_within_14_days = excluded.heard_within_14_days,
               last_action_at = excluded.last_action_at,
               computed_at = excluded.computed_at
        RETURNING r.recruiter_id`);
    // Every row this refresh wrote carries the transaction's now(): any other is a recruiter left with no
    // application.
    await tx.rows(sql`DELETE FROM recruiter_responsiveness WHERE computed_at <> now()`);
    return kept.length;
  });
}

/**
 * The columns of a recruiter's kept figures that `responsivenessAnswer` reads, for a query that joins
 * them by the job's recruiter (the job page, the applied jobs): null before their first application.
 */
export const responsivenessColumns = {
  applications: recruiterResponsiveness.applications,
  medianResponseSeconds: recruiterResponsiveness.medianResponseSeconds,
  heardWithin7Days: recruiterResponsiveness.heardWithin7Days,
  heardWithin14Days: recruiterResponsiveness.heardWithin14Days,
  lastActionAt: recruiterResponsiveness.lastActionAt,
};

/** What `responsivenessAnswer` reads of a recruiter's row. */
type Figures = Pick<
  typeof recruiterResponsiveness.$inferSelect,
  'applications' | 'medianResponseSeconds' | 'heardWithin7Days' | 'heardWithin14Days' | 'lastActionAt'
>;

/**
 * The job page's answer from the recruiter's kept figures (`null`: no application yet): the figures only
 * from ENOUGH_APPLICATIONS, the median in hours to a tenth, the last action in whole days before `now`.
 */
export function responsivenessAnswer(row: Figures | null, now: Date): RecruiterResponsiveness {
  if (!row || row.applications < ENOUGH_APPLICATIONS) return { enough: false };
  const seconds = row.medianResponseSeconds;
  return {
    enough: true,
    applications: row.applications,
    medianResponseHours: seconds === null ? null : Math.round(seconds / 360) / 10,
    heardWithin7Days: row.heardWithin7Days,
    heardWithin14Days: row.heardWithin14Days,
    lastActionDaysAgo: row.lastActionAt
      ? Math.max(0, Math.floor((now.getTime() - row.lastActionAt.getTime()) / DAY))
      : null,
  };
}

/** The refresh every API process schedules; a process that finds another refreshing waits for it. */
export function responsivenessTasks(db: Db): BackgroundTask[] {
  return [
    { name: 'recruiter-responsiveness', everyMs: REFRESH_EVERY_MS, run: () => refreshResponsiveness(db) },
  ];
}
