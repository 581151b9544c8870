/**
 * Queries on the assessments recruiters assign on applications, and the mapping of a row to its answer.
 * An assessment is external (an https address) or timed (a question set of the timed-questions engine,
 * whose attempt is owned by `ASSESSMENT_OWNER` and the assessment's id).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { firstRow } from '../../query.ts';

/** The owner kind of an assessment's attempts in the timed-questions engine. */
export const ASSESSMENT_OWNER = 'assessment';

export interface AssessmentRow {
  id: string | number;
  application_id: string | number;
  job_id: string | number;
  seeker_id: number;
  recruiter_id: number;
  title: string;
  url: string | null;
  question_set_id: string | number | null;
  status: 'pending' | 'completed';
  assigned_at: Date | string;
  due_at: Date | string | null;
  completed_at: Date | string | null;
  score: number | null;
  max_score: number | null;
  job_title: string;
  duration_seconds: number | null;
  question_count: string | number | null;
  /** What the set's questions earn in all (its highest score). */
  total_marks: string | number | null;
  attempt_id: string | number | null;
  started_at: Date | string | null;
  deadline: Date | string | null;
  submitted_at: Date | string | null;
}

const isoOrNull = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export const toAssessment = (a: AssessmentRow) => ({
  id: Number(a.id),
  jobId: Number(a.job_id),
  recruiterId: a.recruiter_id,
  title: a.title,
  url: a.url,
  kind: a.question_set_id === null ? ('external' as const) : ('timed' as const),
  status: a.status,
  assignedAt: new Date(a.assigned_at).toISOString(),
  dueAt: isoOrNull(a.due_at),
  completedAt: isoOrNull(a.completed_at),
  durationSeconds: a.duration_seconds,
  questionCount: a.question_count === null ? null : Number(a.question_count),
  startedAt: isoOrNull(a.started_at),
  deadline: isoOrNull(a.deadline),
  submitted: a.submitted_at !== null,
  score: a.score,
  maxScore: a.max_score,
});

/** Assessments with their job, question set and the seeker's attempt; `where` filters. */
const assessmentRows = (where: SQL, tail: SQL = sql``) => sql`
  SELECT t.*, a.job_id, a.seeker_id, j.title AS job_title, qs.duration_seconds,
         (SELECT count(*) FROM questions WHERE set_id = t.question_set_id) AS question_count,
         (SELECT sum(marks) FROM questions WHERE set_id = t.question_set_id) AS total_marks,
         att.id AS attempt_id, att.started_at, att.deadline, att.submitted_at
    FROM assessments t JOIN applications a ON a.id = t.application_id JOIN jobs j ON j.id = a.job_id
    LEFT JOIN question_sets qs ON qs.id = t.question_set_id
    LEFT JOIN attempts att ON att.owner_kind = ${ASSESSMENT_OWNER} AND att.owner_id = t.id
                          AND att.seeker_id = a.seeker_id AND att.set_id = t.question_set_id
   WHERE ${where} ${tail}`;

/** The assessment on the seeker's application to this job of the vertical, if any. */
export const assessmentFor = (q: Queryable, vertical: Vertical, seekerId: number, jobId: number) =>
  firstRow<AssessmentRow>(
    q,
    assessmentRows(sql`a.seeker_id = ${seekerId} AND a.job_id = ${jobId} AND a.vertical = ${vertical}`),
  );

/** The seeker's assessment with this id in the vertical (another seeker's is not found). */
export const seekerAssessment = (q: Queryable, vertical: Vertical, seekerId: number, assessmentId: number) =>
  firstRow<AssessmentRow>(
    q,
    assessmentRows(sql`t.id = ${assessmentId} AND a.seeker_id = ${seekerId} AND a.vertical = ${vertical}`),
  );

/** The assessment on an application of the vertical (the recruiter's side). */
export const applicationAssessment = (q: Queryable, vertical: Vertical, applicationId: number) =>
  firstRow<AssessmentRow>(q, assessmentRows(sql`a.id = ${applicationId} AND a.vertical = ${vertical}`));

/** Marks the assessment completed (keeping the first completion time). */
export const completeAssessmentRow = async (q: Queryable, assessmentId: string | number) => {
  await q.rows(
    sql`UPDATE assessments SET status = 'completed', completed_at = coalesce(completed_at, now()) WHERE id = ${assessmentId}`,
  );
};

/**
 * A page of the seeker's assessments, newest first, with each job's title: the pending ones, or with
 * `all` the pending ones first and then the completed ones.
 */
export const pendingAssessments = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  limit: number,
  offset: number,
  all = false,
) =>
  q.rows<AssessmentRow>(
    assessmentRows(
      sql`a.seeker_id = ${seekerId} AND a.vertical = ${vertical}${all ? sql`` : sql` AND t.status = 'pending'`}`,
      sql`ORDER BY (t.status = 'completed'), t.assigned_at DESC, t.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
  );
