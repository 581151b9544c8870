/** Queries on what the seeker keeps out of their feeds: hidden (and reported) jobs, unfollowed recruiters. */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rowExists } from '../../../db/exists.ts';
import { hiddenJobs, jobReports, jobs, recruiters, unfollowedRecruiters } from '../../../db/schema.ts';

/** Whether the job is a job of the vertical, in any status. */
export const jobInVertical = (q: Queryable, vertical: string, jobId: number) =>
  rowExists(q, jobs, and(eq(jobs.id, jobId), eq(jobs.vertical, vertical)));

export const recruiterInVertical = (q: Queryable, vertical: string, recruiterId: number) =>
  rowExists(q, recruiters, and(eq(recruiters.id, recruiterId), eq(recruiters.vertical, vertical)));

export async function hideJob(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.orm.insert(hiddenJobs).values({ seekerId, jobId }).onConflictDoNothing();
}

export async function unhideJob(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.orm.delete(hiddenJobs).where(and(eq(hiddenJobs.seekerId, seekerId), eq(hiddenJobs.jobId, jobId)));
}

export async function unfollowRecruiter(q: Queryable, seekerId: number, recruiterId: number): Promise<void> {
  await q.orm.insert(unfollowedRecruiters).values({ seekerId, recruiterId }).onConflictDoNothing();
}

export async function followRecruiterAgain(
  q: Queryable,
  seekerId: number,
  recruiterId: number,
): Promise<void> {
  await q.orm
    .delete(unfollowedRecruiters)
    .where(
      and(eq(unfollowedRecruiters.seekerId, seekerId), eq(unfollowedRecruiters.recruiterId, recruiterId)),
    );
}

/** Records the seeker's report on a job (a second report replaces the first). */
export async function upsertReport(
  q: Queryable,
  seekerId: number,
  jobId: number,
  reason: string,
): Promise<void> {
  await q.orm
    .insert(jobReports)
    .values({ seekerId, jobId, reason })
    .onConflictDoUpdate({
      target: [jobReports.seekerId, jobReports.jobId],
      set: { reason, reportedAt: sql`now()` },
    });
}
