/** Queries on what the seeker keeps out of their feeds: hidden (and reported) jobs, unfollowed recruiters. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';

/** Whether the job is a job of the vertical, in any status. */
export const jobInVertical = async (q: Queryable, vertical: string, jobId: number) =>
  (await q.rows(sql`SELECT 1 FROM jobs WHERE id = ${jobId} AND vertical = ${vertical}`)).length > 0;

export const recruiterInVertical = async (q: Queryable, vertical: string, recruiterId: number) =>
  (await q.rows(sql`SELECT 1 FROM recruiters WHERE id = ${recruiterId} AND vertical = ${vertical}`)).length >
  0;

export async function hideJob(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.rows(
    sql`INSERT INTO hidden_jobs (seeker_id, job_id) VALUES (${seekerId}, ${jobId}) ON CONFLICT DO NOTHING`,
  );
}

export async function unhideJob(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.rows(sql`DELETE FROM hidden_jobs WHERE seeker_id = ${seekerId} AND job_id = ${jobId}`);
}

export async function unfollowRecruiter(q: Queryable, seekerId: number, recruiterId: number): Promise<void> {
  await q.rows(
    sql`INSERT INTO unfollowed_recruiters (seeker_id, recruiter_id) VALUES (${seekerId}, ${recruiterId}) ON CONFLICT DO NOTHING`,
  );
}

export async function followRecruiterAgain(
  q: Queryable,
  seekerId: number,
  recruiterId: number,
): Promise<void> {
  await q.rows(
    sql`DELETE FROM unfollowed_recruiters WHERE seeker_id = ${seekerId} AND recruiter_id = ${recruiterId}`,
  );
}

/** Records the seeker's report on a job (a second report replaces the first). */
export async function upsertReport(
  q: Queryable,
  seekerId: number,
  jobId: number,
  reason: string,
): Promise<void> {
  await q.rows(
    sql`INSERT INTO job_reports (seeker_id, job_id, reason) VALUES (${seekerId}, ${jobId}, ${reason})
       ON CONFLICT (seeker_id, job_id) DO UPDATE SET reason = excluded.reason, reported_at = now()`,
  );
}
