/** Queries on the assessments recruiters assign on applications, and the mapping of a row to its answer. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { firstRow } from '../../query.ts';

interface AssessmentRow {
  id: string | number;
  job_id: string | number;
  recruiter_id: number;
  title: string;
  url: string;
  status: 'pending' | 'completed';
  assigned_at: Date | string;
  due_at: Date | string | null;
  completed_at: Date | string | null;
}

export const toAssessment = (a: AssessmentRow) => ({
  id: Number(a.id),
  jobId: Number(a.job_id),
  recruiterId: a.recruiter_id,
  title: a.title,
  url: a.url,
  status: a.status,
  assignedAt: new Date(a.assigned_at).toISOString(),
  dueAt: a.due_at ? new Date(a.due_at).toISOString() : null,
  completedAt: a.completed_at ? new Date(a.completed_at).toISOString() : null,
});

/** The assessment on the seeker's application to this job of the vertical, if any. */
export const assessmentFor = (q: Queryable, vertical: Vertical, seekerId: number, jobId: number) =>
  firstRow<AssessmentRow>(
    q,
    sql`SELECT t.*, a.job_id FROM assessments t JOIN applications a ON a.id = t.application_id
        WHERE a.seeker_id = ${seekerId} AND a.job_id = ${jobId} AND a.vertical = ${vertical}`,
  );

/** Marks the assessment completed (keeping the first completion time); answers it. */
export const completeAssessmentRow = async (q: Queryable, assessmentId: string | number, jobId: number) =>
  (await firstRow<AssessmentRow>(
    q,
    sql`UPDATE assessments SET status = 'completed', completed_at = coalesce(completed_at, now()) WHERE id = ${assessmentId}
       RETURNING *, ${jobId}::bigint AS job_id`,
  )) as AssessmentRow;

/** A page of the seeker's pending assessments, newest first, with each job's title. */
export const pendingAssessments = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  limit: number,
  offset: number,
) =>
  q.rows<AssessmentRow & { job_title: string }>(
    sql`SELECT t.*, a.job_id, j.title AS job_title FROM assessments t JOIN applications a ON a.id = t.application_id
         JOIN jobs j ON j.id = a.job_id
        WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical} AND t.status = 'pending'
        ORDER BY t.assigned_at DESC, t.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
