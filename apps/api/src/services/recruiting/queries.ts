/** Queries of the application a recruiter action holds (application.ts). */
import type { ApplicationStatus } from '@jobsite/domain/calls';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { applicationEvents, applications, jobs } from '../../db/schema.ts';

/**
 * The application with this id in this vertical, locked for the rest of the transaction. Its fields keep
 * the column names (`seeker_id`, …) that the recruiter actions of several services read.
 */
export const lockApplication = async (tx: Queryable, vertical: Vertical, applicationId: number) =>
  (
    await tx.orm
      .select({
        id: applications.id,
        seeker_id: applications.seekerId,
        job_id: applications.jobId,
        status: applications.status,
        title: jobs.title,
        recruiter_id: jobs.recruiterId,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, applicationId), eq(applications.vertical, vertical)))
      .for('update', { of: applications })
  )[0];

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/**
 * Records a change of an application's status in the caller's transaction, the one that makes the change
 * (decision 0099). Its time is the transaction's `now()`, the one the change writes on the application.
 */
export async function recordApplicationEvent(
  q: Queryable,
  event: Omit<typeof applicationEvents.$inferInsert, 'id' | 'at'>,
) {
  await q.orm.insert(applicationEvents).values(event);
}

/**
 * Moves the application, held by `lockApplication`, to `status` on the recruiter's word, and records the
 * move when the status changes.
 */
export async function setApplicationStatusRow(
  q: Queryable,
  app: Pick<ApplicationRow, 'id' | 'status'>,
  status: ApplicationStatus,
) {
  await q.orm.update(applications).set({ status, updatedAt: sql`now()` }).where(eq(applications.id, app.id));
  if (app.status !== status)
    await recordApplicationEvent(q, {
      applicationId: app.id,
      fromStatus: app.status,
      toStatus: status,
      actor: 'recruiter',
    });
}
