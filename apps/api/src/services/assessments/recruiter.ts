/**
 * What a recruiter does about assessments (internal API, CLI, demo seed): assign one, external (an https
 * address) or timed (questions served by the timed-questions engine), and read how the seeker did.
 */
import type { TimedAssessmentBody } from '@jobsite/domain/calls';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { assessments } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { notify } from '../job/applications.ts';
import { applicationAssessment, toAssessment } from '../job/queries/assessments.ts';
import { application } from '../recruiting/application.ts';
import { httpsAddress } from '../recruiting/inputs.ts';
import { setApplicationStatusRow } from '../recruiting/queries.ts';
import { attemptReport, createQuestionSet, discardAttempts, removeQuestionSet } from '../timed/engine.ts';
import { ASSESSMENT_OWNER } from './owner.ts';

/** Assigns the application's assessment, replacing (and reopening) any earlier one; answers its id. */
const upsertAssessment = async (
  q: Queryable,
  a: {
    applicationId: number;
    recruiterId: number;
    title: string;
    url: string | null;
    questionSetId: number | null;
    dueAt: string | null;
  },
) => {
  const assigned = {
    title: a.title,
    url: a.url,
    questionSetId: a.questionSetId,
    dueAt: a.dueAt === null ? null : sql`${a.dueAt}::timestamptz`,
  };
  return (
    await q.orm
      .insert(assessments)
      .values({ applicationId: a.applicationId, recruiterId: a.recruiterId, ...assigned })
      .onConflictDoUpdate({
        target: assessments.applicationId,
        set: {
          ...assigned,
          status: 'pending',
          assignedAt: sql`now()`,
          completedAt: null,
          score: null,
          maxScore: null,
        },
      })
      .returning({ id: assessments.id })
  )[0]?.id;
};

const priorAssessment = async (q: Queryable, applicationId: number) =>
  (
    await q.orm
      .select({ id: assessments.id, questionSetId: assessments.questionSetId })
      .from(assessments)
      .where(eq(assessments.applicationId, applicationId))
      .for('update')
  )[0];

export type AssessmentInput =
  | { title: string; url: string; dueAt?: string | undefined }
  | (Omit<TimedAssessmentBody, 'dueAt'> & { dueAt?: string | undefined });

/**
 * Assigns an assessment on the application (replacing an earlier one, whose attempt and questions go),
 * moves it to `assessment` and tells the seeker with one notification (type 14, to /pendingassessments).
 */
export function assignAssessment(db: Db, vertical: Vertical, applicationId: number, input: AssessmentInput) {
  if (input.dueAt !== undefined && new Date(input.dueAt).getTime() <= Date.now())
    throw new HttpError(400, "Invalid body field 'dueAt': must be in the future");
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const prior = await priorAssessment(tx, Number(app.id));
    const timed =
      'questions' in input
        ? await createQuestionSet(tx, {
            vertical,
            title: input.title,
            durationSeconds: input.durationSeconds,
            questions: input.questions,
          })
        : undefined;
    const id = await upsertAssessment(tx, {
      applicationId: Number(app.id),
      recruiterId: app.recruiter_id,
      title: input.title,
      url: 'url' in input ? httpsAddress(input.url, 'url') : null,
      questionSetId: timed?.id ?? null,
      dueAt: input.dueAt ?? null,
    });
    if (prior) {
      await discardAttempts(tx, ASSESSMENT_OWNER, prior.id);
      if (prior.questionSetId !== null) await removeQuestionSet(tx, prior.questionSetId);
    }
    if (app.status !== 'assessment') await setApplicationStatusRow(tx, app, 'assessment');
    await notify(tx, {
      seekerId: app.seeker_id,
      type: 14,
      text: `Take the assessment for ${app.title}: ${input.title}`,
      link: '/pendingassessments',
      jobId: Number(app.job_id),
    });
    return {
      applicationId,
      assessmentId: Number(id),
      kind: timed ? ('timed' as const) : ('external' as const),
      ...(timed && { questionCount: timed.questionCount, maxScore: timed.maxScore }),
    };
  });
}

/**
 * The application's assessment as the recruiter sees it: status, score, the attempt's times and, for a
 * timed one, each question with the seeker's choice and the right option.
 */
export async function assessmentReport(db: Db, vertical: Vertical, applicationId: number) {
  const row = await applicationAssessment(db, vertical, applicationId);
  if (!row) throw new HttpError(404, 'There is no assessment on this application');
  const attempt =
    row.questionSetId === null
      ? null
      : ((await attemptReport(db, {
          ownerKind: ASSESSMENT_OWNER,
          ownerId: row.id,
          seekerId: row.seekerId,
        })) ?? null);
  // Reading the attempt may have submitted it at its deadline: read the assessment again then.
  const fresh =
    attempt?.submitted && row.status === 'pending'
      ? await applicationAssessment(db, vertical, applicationId)
      : row;
  return {
    applicationId,
    assessment: toAssessment(fresh ?? row),
    attempt: attempt && {
      id: attempt.id,
      startedAt: attempt.startedAt,
      deadline: attempt.deadline,
      submitted: attempt.submitted,
      submittedAt: attempt.submittedAt,
      submittedBy: attempt.submittedBy,
      answered: attempt.answered,
      score: attempt.score,
      maxScore: attempt.maxScore,
      questions: attempt.questions,
    },
  };
}
