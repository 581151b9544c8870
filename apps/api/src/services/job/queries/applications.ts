/**
 * Queries on the seeker's applications (with their early-applicant mark), saved jobs, follow-ups and
 * interview slots. The statements that take `tx` run inside a transaction that holds the seeker's row
 * lock (applications.ts).
 */
import type { ApplicationStatus } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { countOf, firstRow } from '../../query.ts';
import { FEED_COLUMNS, type JobRow, PAGE_SIZE } from './feed.ts';

/** Locks the seeker's row for the rest of the transaction; answers whether they are Pro now (undefined: no seeker). */
export const lockSeekerRow = async (tx: Queryable, seekerId: number) =>
  firstRow<{ pro: boolean | null }>(
    tx,
    sql`SELECT p.pro_until > now() AS pro FROM seekers s LEFT JOIN seeker_profiles p ON p.seeker_id = s.id
      WHERE s.id = ${seekerId} FOR UPDATE OF s`,
  );

/** Whether the seeker's Pro membership runs now. */
export const isPro = async (q: Queryable, seekerId: number) =>
  (
    await firstRow<{ pro: boolean | null }>(
      q,
      sql`SELECT pro_until > now() AS pro FROM seeker_profiles WHERE seeker_id = ${seekerId}`,
    )
  )?.pro === true;

export const jobForApply = (q: Queryable, vertical: string, jobId: number) =>
  firstRow<{ id: string | number; apply_type: number; apply_url: string | null; live: boolean }>(
    q,
    sql`SELECT id, apply_type, apply_url, status = 1 AND expires_at > now() AS live FROM jobs WHERE id = ${jobId} AND vertical = ${vertical}`,
  );

export const hasApplied = async (q: Queryable, seekerId: number, jobId: number) =>
  (await q.rows(sql`SELECT 1 FROM applications WHERE seeker_id = ${seekerId} AND job_id = ${jobId}`)).length >
  0;

export const applicationsInLastDay = (q: Queryable, seekerId: number) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM applications WHERE seeker_id = ${seekerId} AND applied_at > now() - interval '24 hours'`,
  );

/** Inserts the application; answers nothing when the seeker already applied to the job. */
export const insertApplication = (
  q: Queryable,
  a: { vertical: string; seekerId: number; jobId: number; extras: Record<string, unknown> },
) =>
  firstRow<{ id: string | number; applied_at: Date | string }>(
    q,
    sql`INSERT INTO applications (vertical, seeker_id, job_id, extras) VALUES (${a.vertical}, ${a.seekerId}, ${a.jobId}, ${JSON.stringify(a.extras)}::jsonb)
     ON CONFLICT (seeker_id, job_id) DO NOTHING RETURNING id, applied_at`,
  );

export async function countApply(q: Queryable, jobId: number): Promise<void> {
  await q.rows(sql`UPDATE jobs SET apply_count = apply_count + 1 WHERE id = ${jobId}`);
}

/** Runs `fn` inside a savepoint of the open transaction, rolled back to when `fn` throws. */
export async function inSavepoint<T>(tx: Queryable, fn: () => Promise<T>): Promise<T> {
  await tx.rows(sql`SAVEPOINT apply_one`);
  try {
    const out = await fn();
    await tx.rows(sql`RELEASE SAVEPOINT apply_one`);
    return out;
  } catch (err) {
    await tx.rows(sql`ROLLBACK TO SAVEPOINT apply_one`);
    throw err;
  }
}

export const appliedCount = (q: Queryable, seekerId: number) =>
  countOf(q, sql`SELECT count(*) AS n FROM applications WHERE seeker_id = ${seekerId}`);

export const savedCount = (q: Queryable, seekerId: number) =>
  countOf(q, sql`SELECT count(*) AS n FROM saved_jobs WHERE seeker_id = ${seekerId}`);

/** Stores the screening answers of an application; answers false when there is no such application. */
export const saveAnswers = async (
  q: Queryable,
  a: { vertical: string; seekerId: number; jobId: number; answers: unknown },
) =>
  (
    await q.rows(
      sql`UPDATE applications SET answers = ${JSON.stringify(a.answers)}::jsonb, updated_at = now()
        WHERE seeker_id = ${a.seekerId} AND job_id = ${a.jobId} AND vertical = ${a.vertical} RETURNING id`,
    )
  ).length > 0;

type AppliedJobRow = JobRow & {
  app_status: ApplicationStatus;
  applied_at: Date | string;
  app_updated_at: Date | string;
};

/** A page of the seeker's applications (of one status, or all), newest first, with its count. */
export async function appliedJobs(
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  status: string | undefined,
  page: number,
) {
  const filter = status ? sql`AND a.status = ${status}` : sql``;
  const [rows, total] = await Promise.all([
    q.rows<AppliedJobRow>(
      sql`SELECT ${FEED_COLUMNS}, a.status AS app_status, a.applied_at, a.updated_at AS app_updated_at
              FROM applications a JOIN jobs j ON j.id = a.job_id
             WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical} ${filter}
             ORDER BY a.applied_at DESC, a.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`,
    ),
    countOf(
      q,
      sql`SELECT count(*) AS n FROM applications a WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical} ${filter}`,
    ),
  ]);
  return { rows, total };
}

type SavedJobRow = JobRow & { saved_at: Date | string };

/** A page of the seeker's saved jobs of this vertical, last saved first. */
export const savedJobRows = (q: Queryable, vertical: Vertical, seekerId: number, page: number) =>
  q.rows<SavedJobRow>(
    sql`SELECT ${FEED_COLUMNS}, s.saved_at FROM saved_jobs s JOIN jobs j ON j.id = s.job_id
             WHERE s.seeker_id = ${seekerId} AND j.vertical = ${vertical}
             ORDER BY s.saved_at DESC, s.job_id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`,
  );

/** Whether the job is a published job of the vertical (live or expired). */
export const publishedJob = async (q: Queryable, vertical: string, jobId: number) =>
  (await q.rows(sql`SELECT 1 FROM jobs WHERE id = ${jobId} AND vertical = ${vertical} AND status = 1`))
    .length > 0;

export async function insertSavedJob(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.rows(
    sql`INSERT INTO saved_jobs (seeker_id, job_id) VALUES (${seekerId}, ${jobId}) ON CONFLICT DO NOTHING`,
  );
}

export async function deleteSavedJob(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.rows(sql`DELETE FROM saved_jobs WHERE seeker_id = ${seekerId} AND job_id = ${jobId}`);
}

/** Follow-ups that count against this week's allowance: sent in the last 7 days and not undone. */
export const followUpsThisWeek = (q: Queryable, seekerId: number) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM follow_ups WHERE seeker_id = ${seekerId} AND undone_at IS NULL AND created_at > now() - interval '7 days'`,
  );

/** Whether the seeker applied to this job of the vertical. */
export const appliedInVertical = async (q: Queryable, vertical: string, seekerId: number, jobId: number) =>
  (
    await q.rows(
      sql`SELECT 1 FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.seeker_id = ${seekerId} AND a.job_id = ${jobId} AND j.vertical = ${vertical}`,
    )
  ).length > 0;

/** Undoes the newest follow-up on the job sent in the last `minutes`; answers false when there is none. */
export const undoRecentFollowUp = async (q: Queryable, seekerId: number, jobId: number, minutes: number) =>
  (
    await q.rows(
      sql`UPDATE follow_ups SET undone_at = now() WHERE id = (
           SELECT id FROM follow_ups WHERE seeker_id = ${seekerId} AND job_id = ${jobId} AND undone_at IS NULL
              AND created_at > now() - make_interval(mins => ${minutes}) ORDER BY created_at DESC LIMIT 1)
         RETURNING id`,
    )
  ).length > 0;

export async function insertFollowUp(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.rows(sql`INSERT INTO follow_ups (seeker_id, job_id) VALUES (${seekerId}, ${jobId})`);
}

/** Job ids followed up in the last 7 days (not undone). */
export const followedUpJobIds = async (q: Queryable, seekerId: number) =>
  (
    await q.rows<{ job_id: string | number }>(
      sql`SELECT DISTINCT job_id FROM follow_ups WHERE seeker_id = ${seekerId} AND undone_at IS NULL AND created_at > now() - interval '7 days'`,
    )
  ).map((r) => Number(r.job_id));

/** Upcoming open or booked interview slots on the seeker's applications, soonest first. */
export const upcomingSlots = (q: Queryable, seekerId: number) =>
  q.rows<{ id: string | number; job_id: string | number; starts_at: Date | string; ends_at: Date | string }>(
    sql`SELECT s.id, a.job_id, s.starts_at, s.ends_at FROM interview_slots s
         JOIN interview_invites i ON i.calendar_id = s.calendar_id
         JOIN applications a ON a.id = i.application_id
      WHERE a.seeker_id = ${seekerId} AND (s.booked_application_id IS NULL OR s.booked_application_id = a.id)
        AND s.starts_at > now() ORDER BY s.starts_at, s.id`,
  );

// The early-applicant mark.

/**
 * Whether an application of the seeker to the job, made now, is an early application: the seeker's
 * early-applicant subscription runs, and the job was posted within `hours` (decision 0031).
 */
export const isEarlyApplication = async (q: Queryable, seekerId: number, jobId: number, hours: number) =>
  (
    await q.rows(
      sql`SELECT 1 FROM seeker_profiles p JOIN jobs j ON j.id = ${jobId}
          WHERE p.seeker_id = ${seekerId} AND p.early_applicant_until > now()
            AND j.posted_at > now() - make_interval(hours => ${hours})`,
    )
  ).length > 0;
