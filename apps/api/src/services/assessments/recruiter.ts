/**
 * What a recruiter does about assessments (internal API, CLI, demo seed): assign one, external (an https
 * address) or timed (questions served by the timed-questions engine), and read how the seeker did.
 */
import type { TimedAssessmentBody } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { notify } from '../job/applications.ts';
import { applicationAssessment, toAssessment } from '../job/queries/assessments.ts';
import { firstRow } from '../query.ts';
import { application } from '../recruiting/application.ts';
import { httpsAddress } from '../recruiting/inputs.ts';
import { setApplicationStatusRow } from '../recruiting/queries.ts';
import { attemptReport, createQuestionSet, discardAttempts, removeQuestionSet } from '../timed/engine.ts';
import { ASSESSMENT_OWNER } from './owner.ts';

/** Assigns the application's assessment, replacing (and reopening) any earlier one; answers its id. */
const upsertAssessment = async (
  q: Queryable,
  a: {
    applicationId: string | number;
    recruiterId: number;
    title: string;
    url: string | null;
    questionSetId: number | null;
    dueAt: string | null;
  },
) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`INSERT INTO assessments (application_id, recruiter_id, title, url, question_set_id, due_at)
          VALUES (${a.applicationId}, ${a.recruiterId}, ${a.title}, ${a.url}, ${a.questionSetId}, ${a.dueAt})
       ON CONFLICT (application_id) DO UPDATE SET title = excluded.title, url = excluded.url,
         question_set_id = excluded.question_set_id, due_at = excluded.due_at, status = 'pending',
         assigned_at = now(), completed_at = NULL, score = NULL, max_score = NULL
       RETURNING id`,
    )
  )?.id;

const priorAssessment = (q: Queryable, applicationId: string | number) =>
  firstRow<{ id: string | number; question_set_id: string | number | null }>(
    q,
    sql`SELECT id, question_set_id FROM assessments WHERE application_id = ${applicationId} FOR UPDATE`,
  );

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
    const prior = await priorAssessment(tx, app.id);
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
      applicationId: app.id,
      recruiterId: app.recruiter_id,
      title: input.title,
      url: 'url' in input ? httpsAddress(input.url, 'url') : null,
      questionSetId: timed?.id ?? null,
      dueAt: input.dueAt ?? null,
    });
    if (prior) {
      await discardAttempts(tx, ASSESSMENT_OWNER, Number(prior.id));
      if (prior.question_set_id !== null) await removeQuestionSet(tx, Number(prior.question_set_id));
    }
    if (app.status !== 'assessment') await setApplicationStatusRow(tx, app.id, 'assessment');
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
    row.question_set_id === null
      ? null
      : ((await attemptReport(db, {
          ownerKind: ASSESSMENT_OWNER,
          ownerId: Number(row.id),
          seekerId: row.seeker_id,
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
