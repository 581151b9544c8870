/**
 * The seeker's assessments calls, and the internal API's assessments calls for recruiters (mounted by app.ts under
 * `/internal/{vertical}`, behind the admin key).
 *
 * A seeker takes a timed assessment through the timed-questions engine: start (once), read the attempt,
 * answer question by question, submit. Each call finds the assessment among the caller's own in this
 * vertical, so another seeker's assessment is not found (404).
 */
import { AssessmentIdBody, assignAssessmentSchema } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { parse, parseBody } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { type AssessmentRow, seekerAssessment } from '../job/queries/assessments.ts';
import { ApplicationParam } from '../recruiting/inputs.ts';
import {
  type AttemptView,
  attemptView,
  SUBMITTED_MESSAGE,
  saveAnswer,
  startAttempt,
  submit,
} from '../timed/engine.ts';
import { ASSESSMENT_OWNER, registerAssessmentOwner } from './owner.ts';
import { assessmentReport, assignAssessment } from './recruiter.ts';

/** What the start screen shows of a timed assessment. */
const summaryOf = (a: AssessmentRow) => ({
  id: a.id,
  jobId: a.jobId,
  jobTitle: a.jobTitle,
  title: a.title,
  status: a.status,
  durationSeconds: a.durationSeconds ?? 0,
  questionCount: a.questionCount,
  totalMarks: a.totalMarks,
  dueAt: a.dueAt?.toISOString() ?? null,
  assignedAt: a.assignedAt.toISOString(),
});

/** The taker's view of the attempt, as the contract names it (no set id). */
const attemptOf = ({ setId: _set, ...rest }: AttemptView) => rest;

export function assessmentRoutes(
  { db, sessions }: { db: Db; sessions: SessionSettings },
  vertical: Vertical,
) {
  registerAssessmentOwner();
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  /** The caller's timed assessment, and the engine's key of their attempt on it. */
  async function timedAssessment(seekerId: number, assessmentId: number) {
    const row = await seekerAssessment(db, vertical, seekerId, assessmentId);
    if (!row) throw new HttpError(404, 'Assessment not found');
    if (row.questionSetId === null)
      throw new HttpError(409, 'This assessment is taken at its own address, not here');
    return { row, key: { ownerKind: ASSESSMENT_OWNER, ownerId: row.id, seekerId } };
  }

  /** The assessment read again after the attempt changed (a submission completes it). */
  const summaryAfter = async (seekerId: number, row: AssessmentRow, submitted: boolean) =>
    summaryOf(
      submitted && row.status === 'pending'
        ? ((await seekerAssessment(db, vertical, seekerId, row.id)) ?? row)
        : row,
    );

  route(app, 'GET user/assessment/attempt', seeker, async (c, { query: { assessmentId } }) => {
    const seekerId = c.get('seekerId');
    const { row, key } = await timedAssessment(seekerId, assessmentId);
    const attempt = await attemptView(db, key);
    return {
      assessment: await summaryAfter(seekerId, row, attempt?.submitted ?? false),
      attempt: attempt ? attemptOf(attempt) : null,
    };
  });

  // A plain route: it answers 201 when it starts the attempt and 200 when one was already under way, a
  // status its contract does not name.
  app.post('/user/assessment/start', seeker, async (c) => {
    const { assessmentId } = await parseBody(c, AssessmentIdBody);
    const seekerId = c.get('seekerId');
    const { row, key } = await timedAssessment(seekerId, assessmentId);
    if (row.attemptId === null) {
      if (row.status === 'completed') throw new HttpError(409, 'This assessment is already completed');
      if (row.dueAt && row.dueAt.getTime() <= Date.now())
        throw new HttpError(409, 'The due date of this assessment has passed');
    }
    const { attempt, started } = await startAttempt(db, {
      setId: Number(row.questionSetId),
      ...key,
      deadlineCap: row.dueAt,
    });
    return c.json(
      {
        message: started
          ? 'Your assessment has started'
          : attempt.submitted
            ? SUBMITTED_MESSAGE
            : 'Your assessment is already under way',
        assessment: await summaryAfter(seekerId, row, attempt.submitted),
        attempt: attemptOf(attempt),
      },
      started ? 201 : 200,
    );
  });

  route(app, 'POST user/assessment/answer', seeker, async (c, { body }) => {
    const { key } = await timedAssessment(c.get('seekerId'), body.assessmentId);
    return saveAnswer(db, key, { questionId: body.questionId, choice: body.choice });
  });

  route(app, 'POST user/assessment/submit', seeker, async (c, { body: { assessmentId } }) => {
    const seekerId = c.get('seekerId');
    const { row, key } = await timedAssessment(seekerId, assessmentId);
    const out = await submit(db, key);
    if (!out) throw new HttpError(409, 'Start the assessment first');
    return {
      message: out.already ? SUBMITTED_MESSAGE : 'Your answers have been submitted',
      assessment: await summaryAfter(seekerId, row, true),
      attempt: attemptOf(out.attempt),
    };
  });

  return app;
}

export function assessmentRecruiterRoutes({ db }: { db: Db }, vertical: Vertical) {
  registerAssessmentOwner();
  const app = new Hono({ strict: false });
  const appId = (c: { req: { param: () => Record<string, string> } }) =>
    parse(ApplicationParam, c.req.param(), 'path').id;

  // `{ title, url, dueAt? }` (external) or `{ title, durationSeconds, questions, dueAt? }` (timed).
  app.post('/applications/:id/assessment', async (c) => {
    const id = appId(c);
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new HttpError(400, 'Invalid body: send JSON');
    }
    if (
      typeof raw === 'object' &&
      raw !== null &&
      'url' in raw &&
      ('questions' in raw || 'durationSeconds' in raw)
    )
      throw new HttpError(
        400,
        'Invalid body: give either url (an external test) or durationSeconds and questions (a timed test), not both',
      );
    const body = parse(assignAssessmentSchema(raw), raw, 'body');
    return c.json(await assignAssessment(db, vertical, id, body), 201);
  });

  app.get('/applications/:id/assessment', async (c) =>
    c.json(await assessmentReport(db, vertical, appId(c))),
  );
  return app;
}
