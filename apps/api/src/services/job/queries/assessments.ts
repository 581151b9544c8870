/**
 * Queries on the assessments recruiters assign on applications, and the mapping of a row to its answer.
 * An assessment is external (an https address) or timed (a question set of the timed-questions engine,
 * whose attempt is owned by `ASSESSMENT_OWNER` and the assessment's id).
 */
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { applications, assessments, attempts, jobs, questionSets, questions } from '../../../db/schema.ts';

/** The owner kind of an assessment's attempts in the timed-questions engine. */
export const ASSESSMENT_OWNER = 'assessment';

/** Assessments with their job, question set and the seeker's attempt; `where` filters. */
const assessmentRows = (q: Queryable, where: SQL | undefined) =>
  q.orm
    .select({
      ...getTableColumns(assessments),
      jobId: applications.jobId,
      seekerId: applications.seekerId,
      jobTitle: jobs.title,
      durationSeconds: questionSets.durationSeconds,
      questionCount: q.orm.$count(questions, eq(questions.setId, assessments.questionSetId)),
      /** What the set's questions earn in all (its highest score); 0 without questions. */
      totalMarks: sql`coalesce((SELECT sum(${questions.marks}) FROM ${questions}
        WHERE ${questions.setId} = ${assessments.questionSetId}), 0)`.mapWith(Number),
      attemptId: attempts.id,
      startedAt: attempts.startedAt,
      deadline: attempts.deadline,
      submittedAt: attempts.submittedAt,
    })
    .from(assessments)
    .innerJoin(applications, eq(applications.id, assessments.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(questionSets, eq(questionSets.id, assessments.questionSetId))
    .leftJoin(
      attempts,
      and(
        eq(attempts.ownerKind, ASSESSMENT_OWNER),
        eq(attempts.ownerId, assessments.id),
        eq(attempts.seekerId, applications.seekerId),
        eq(attempts.setId, assessments.questionSetId),
      ),
    )
    .where(where)
    .$dynamic();

export type AssessmentRow = Awaited<ReturnType<typeof assessmentRows>>[number];

export const toAssessment = (a: AssessmentRow) => ({
  id: a.id,
  jobId: a.jobId,
  recruiterId: a.recruiterId,
  title: a.title,
  url: a.url,
  kind: a.questionSetId === null ? ('external' as const) : ('timed' as const),
  status: a.status,
  assignedAt: a.assignedAt.toISOString(),
  dueAt: a.dueAt?.toISOString() ?? null,
  completedAt: a.completedAt?.toISOString() ?? null,
  durationSeconds: a.durationSeconds,
  questionCount: a.questionCount,
  startedAt: a.startedAt?.toISOString() ?? null,
  deadline: a.deadline?.toISOString() ?? null,
  submitted: a.submittedAt !== null,
  score: a.score,
  maxScore: a.maxScore,
});

/** The first assessment on an application of the vertical that `which` picks, if any. */
const assessmentWhere = async (q: Queryable, vertical: Vertical, which: SQL | undefined) =>
  (await assessmentRows(q, and(which, eq(applications.vertical, vertical))))[0];

/** The assessment on the seeker's application to this job of the vertical, if any. */
export const assessmentFor = (q: Queryable, vertical: Vertical, seekerId: number, jobId: number) =>
  assessmentWhere(q, vertical, and(eq(applications.seekerId, seekerId), eq(applications.jobId, jobId)));

/** The seeker's assessment with this id in the vertical (another seeker's is not found). */
export const seekerAssessment = (q: Queryable, vertical: Vertical, seekerId: number, assessmentId: number) =>
  assessmentWhere(q, vertical, and(eq(assessments.id, assessmentId), eq(applications.seekerId, seekerId)));

/** The assessment on an application of the vertical (the recruiter's side). */
export const applicationAssessment = (q: Queryable, vertical: Vertical, applicationId: number) =>
  assessmentWhere(q, vertical, eq(applications.id, applicationId));

/** Marks the assessment completed (keeping the first completion time). */
export const completeAssessmentRow = async (q: Queryable, assessmentId: number) => {
  await q.orm
    .update(assessments)
    .set({ status: 'completed', completedAt: sql`coalesce(${assessments.completedAt}, now())` })
    .where(eq(assessments.id, assessmentId));
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
  assessmentRows(
    q,
    and(
      eq(applications.seekerId, seekerId),
      eq(applications.vertical, vertical),
      all ? undefined : eq(assessments.status, 'pending'),
    ),
  )
    .orderBy(sql`${assessments.status} = 'completed'`, desc(assessments.assignedAt), desc(assessments.id))
    .limit(limit)
    .offset(offset);
