/**
 * The signed-in job calls (calls.md 7.1, 7.2): apply, save, hide, unfollow, follow up, report,
 * assessments and the seeker's own lists. Every call acts on the caller's own rows; a `{userId}` in a
 * path that is not the caller's is refused (403).
 */
import { JobCodeQuery, UndoQuery } from '@jobsite/domain/calls';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { parse, parseQuery, readBody } from '../../http/validate.ts';
import { obfuscatedUserId } from '../auth/accounts.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { ASSESSMENT_NOTICES, markDone } from '../notifications/queries.ts';
import { settleOverdue } from '../timed/engine.ts';
import { applyToJob, applyToJobs, followUp, setSaved } from './applications.ts';
import { appliedCount, saveAnswers, savedCount } from './queries/applications.ts';
import {
  ASSESSMENT_OWNER,
  assessmentFor,
  completeAssessmentRow,
  pendingAssessments,
  toAssessment,
} from './queries/assessments.ts';
import { PAGE_SIZE } from './queries/feed.ts';
import type { GetReference } from './reference.ts';
import { appliedJobsPage, reportJob, savedJobsPage, setExcluded } from './seeker-lists.ts';

/** The job code of a call: `?jobcode=` (the catalogue's way), else a `jobcode` or `jobId` body field. */
async function jobCodeOf(c: Context): Promise<number> {
  let value = c.req.query('jobcode') ?? c.req.query('jobId');
  if (value === undefined && c.req.method !== 'GET') {
    const body = await readBody(c);
    const found = body.jobcode ?? body.jobId;
    if (typeof found === 'string' || typeof found === 'number') value = String(found);
  }
  return parse(JobCodeQuery, { jobcode: value }, 'query').jobcode;
}

export function jobActionRoutes(
  { db, getRef, sessions }: { db: Db; getRef: GetReference; sessions: SessionSettings },
  vertical: Vertical,
) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  /** Refuses a `{userId}` path segment that is not the caller (their id or obfuscated id). */
  const ownPath = (userId: string, seekerId: number) => {
    if (userId !== String(seekerId) && userId !== obfuscatedUserId(sessions.secret, seekerId))
      throw new HttpError(403, 'You can change only your own job feed');
  };

  route(app, 'POST job/apply', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const out = await applyToJob(db, vertical, c.get('seekerId'), jobId, { source: 'apply' });
    if (out.kind === 'external') return { jobId, applyUrl: out.applyUrl };
    return {
      message: 'You have applied to this job',
      jobId,
      applicationId: out.applicationId,
      appliedAt: out.appliedAt,
      appliedCount: await appliedCount(db, c.get('seekerId')),
    };
  });

  route(app, 'POST job/apply-multiple', seeker, async (c, { body }) => {
    const results = await applyToJobs(db, vertical, c.get('seekerId'), body.jobIds, {
      source: body.source ?? 'apply-multiple',
      includeCoverletter: body.includeCoverletter ?? false,
    });
    return {
      applied: results.filter((r) => r.kind === 'applied').map((r) => r.jobId),
      external: results.flatMap((r) =>
        r.kind === 'external' ? [{ jobId: r.jobId, applyUrl: r.applyUrl }] : [],
      ),
      failed: results.flatMap((r) =>
        r.kind === 'failed' ? [{ jobId: r.jobId, statusCode: r.status, message: r.message }] : [],
      ),
      appliedCount: await appliedCount(db, c.get('seekerId')),
    };
  });

  route(app, 'POST job/apply-additional-info', seeker, async (c, { body }) => {
    const answer = { vertical, seekerId: c.get('seekerId'), jobId: body.jobcode, answers: body.answers };
    if (!(await saveAnswers(db, answer)))
      throw new HttpError(404, 'Apply to this job before answering its questions');
    return { message: 'Your answers have been sent', jobId: body.jobcode, answers: body.answers };
  });

  route(app, 'GET job/applied/count/', seeker, async (c) => ({
    count: await appliedCount(db, c.get('seekerId')),
  }));

  route(app, 'GET job/applied-jobs', seeker, async (c, { query: q }) => {
    const ref = await getRef(vertical);
    return appliedJobsPage(db, ref, vertical, c.get('seekerId'), q.status, q.page);
  });

  route(app, 'POST job/save/', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const out = await setSaved(db, vertical, c.get('seekerId'), jobId, true);
    return { message: 'Job saved', ...out };
  });

  route(app, 'POST job/unsave/', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const out = await setSaved(db, vertical, c.get('seekerId'), jobId, false);
    return { message: 'Job removed from saved jobs', ...out };
  });

  route(app, 'GET job/saved-jobs', seeker, async (c, { query: q }) => {
    const ref = await getRef(vertical);
    return savedJobsPage(db, ref, vertical, c.get('seekerId'), q.page);
  });

  route(app, 'GET job/saved-jobs/count/', seeker, async (c) => ({
    count: await savedCount(db, c.get('seekerId')),
  }));

  route(
    app,
    'PUT job/jobfeed/{userId}/unfollowjob/{jobId}/',
    seeker,
    async (c, { params: p, query: { undo } }) => {
      const seekerId = c.get('seekerId');
      ownPath(p.userId, seekerId);
      if (!(await setExcluded(db, 'job', vertical, seekerId, p.jobId, !undo)))
        throw notFound('Job not found');
      return {
        message: undo ? 'The job is back in your feed' : 'You will not see this job again',
        jobId: p.jobId,
        hidden: !undo,
      };
    },
  );

  route(
    app,
    'PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/',
    seeker,
    async (c, { params: p, query: { undo } }) => {
      const seekerId = c.get('seekerId');
      ownPath(p.userId, seekerId);
      if (!(await setExcluded(db, 'recruiter', vertical, seekerId, p.recruiterId, !undo)))
        throw notFound('Recruiter not found');
      return {
        message: undo ? 'You follow this recruiter again' : 'You will not see this recruiter’s jobs again',
        recruiterId: p.recruiterId,
        unfollowed: !undo,
      };
    },
  );

  route(app, 'POST job/followup', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const { undo } = parseQuery(c, UndoQuery);
    const out = await followUp(db, vertical, c.get('seekerId'), jobId, undo);
    return { message: undo ? 'Follow-up withdrawn' : 'Your follow-up has been sent', ...out };
  });

  route(app, 'PUT user/{userId}/followup/{jobId}', seeker, async (c, { params: p, query: { undo } }) => {
    ownPath(p.userId, c.get('seekerId'));
    const out = await followUp(db, vertical, c.get('seekerId'), p.jobId, undo);
    return { message: undo ? 'Follow-up withdrawn' : 'Your follow-up has been sent', ...out };
  });

  // Reporting a job also hides it from the seeker's feeds (undo with unfollowjob?undo=1).
  route(app, 'POST job/report', seeker, async (c, { query: q }) => {
    if (!(await reportJob(db, vertical, c.get('seekerId'), q.id, q.reason ?? '')))
      throw notFound('Job not found');
    return { message: 'Thank you. We will review this job', id: q.id, reported: true as const };
  });

  // Assessments: assigned by a recruiter on an application (internal API), taken by the seeker: an
  // external one at its address (completed with assessment_complete), a timed one inside the product
  // (services/assessments). Open timed attempts past their deadline are submitted before a read.
  const assessmentOf = async (seekerId: number, jobId: number) => {
    await settleOverdue(db, ASSESSMENT_OWNER, seekerId);
    return assessmentFor(db, vertical, seekerId, jobId);
  };

  route(app, 'GET job/assessment', seeker, async (c, { query: { jobcode } }) => {
    const a = await assessmentOf(c.get('seekerId'), jobcode);
    if (!a) throw notFound('There is no assessment for this job');
    return toAssessment(a);
  });

  route(app, 'POST job/assessment_complete', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const seekerId = c.get('seekerId');
    const a = await assessmentOf(seekerId, jobId);
    if (!a) throw notFound('There is no assessment for this job');
    if (a.questionSetId !== null)
      throw new HttpError(409, 'This assessment is timed: submit your answers on its page');
    // Finishing it is what the assessment's notices asked for: they are read in the same transaction.
    await db.transaction(async (tx) => {
      await completeAssessmentRow(tx, a.id);
      await markDone(tx, seekerId, jobId, ASSESSMENT_NOTICES);
    });
    const done = (await assessmentFor(db, vertical, seekerId, jobId)) ?? a;
    return { message: 'Assessment completed', ...toAssessment(done) };
  });

  route(app, 'GET job/pending-tests/', seeker, async (c, { query: q }) => {
    const seekerId = c.get('seekerId');
    if (q.id !== undefined && q.id !== seekerId) throw new HttpError(403, 'You can see only your own tests');
    await settleOverdue(db, ASSESSMENT_OWNER, seekerId);
    const rows = await pendingAssessments(
      db,
      vertical,
      seekerId,
      PAGE_SIZE + 1,
      q.page * PAGE_SIZE,
      q.status === 'all',
    );
    return {
      tests: rows.slice(0, PAGE_SIZE).map((a) => ({ ...toAssessment(a), jobTitle: a.jobTitle })),
      hasMore: rows.length > PAGE_SIZE,
      page: q.page,
    };
  });

  route(app, 'GET job/validate-assessment/', seeker, async (c, { query: q }) => {
    if (q.seekerId !== c.get('seekerId')) throw new HttpError(403, 'You can check only your own assessments');
    const a = await assessmentOf(q.seekerId, q.jobId);
    const valid = a !== undefined && a.recruiterId === q.recruiterId && a.status === 'pending';
    return {
      valid,
      status: a && a.recruiterId === q.recruiterId ? a.status : null,
      assessment: valid && a ? toAssessment(a) : null,
    };
  });

  return app;
}
