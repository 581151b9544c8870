/**
 * The signed-in job calls (calls.md 7.1, 7.2): apply, save, hide, unfollow, follow up, report,
 * assessments and the seeker's own lists. Every call acts on the caller's own rows; a `{userId}` in a
 * path that is not the caller's is refused (403).
 */
import {
  AppliedJobsQuery,
  ApplyAdditionalInfoBody,
  ApplyMultipleBody,
  FollowUpParams,
  JobCodeQuery,
  PageQuery,
  PendingTestsQuery,
  ReportQuery,
  UndoQuery,
  UnfollowJobParams,
  UnfollowRecruiterParams,
  ValidateAssessmentQuery,
} from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { parse, parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { obfuscatedUserId } from '../auth/accounts.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { appliedCount, applyToJob, applyToJobs, followUp, savedCount, setSaved } from './applications.ts';
import { FEED_COLUMNS, type JobRow, markOwn, PAGE_SIZE, toFeedEntry } from './feed.ts';
import type { GetReference } from './reference.ts';

/** The job code of a call: `?jobcode=` (the catalogue's way), else a `jobcode` or `jobId` body field. */
async function jobCodeOf(c: Context): Promise<number> {
  let value = c.req.query('jobcode') ?? c.req.query('jobId');
  if (value === undefined && c.req.method !== 'GET') {
    let body: Record<string, unknown> = {};
    try {
      const text = await c.req.text();
      body = c.req.header('content-type')?.includes('json')
        ? (JSON.parse(text || '{}') as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(text));
    } catch {
      throw new HttpError(400, 'Invalid body: could not be read');
    }
    const found = body.jobcode ?? body.jobId;
    if (typeof found === 'string' || typeof found === 'number') value = String(found);
  }
  return parse(JobCodeQuery, { jobcode: value }, 'query').jobcode;
}

export function jobActionRoutes(db: Db, getRef: GetReference, vertical: Vertical, sessions: SessionSettings) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  /** Refuses a `{userId}` path segment that is not the caller (their id or obfuscated id). */
  const ownPath = (userId: string, seekerId: number) => {
    if (userId !== String(seekerId) && userId !== obfuscatedUserId(sessions.secret, seekerId))
      throw new HttpError(403, 'You can change only your own job feed');
  };

  /** A page of jobs from a query that selects `FEED_COLUMNS` plus extra columns, newest action first. */
  const jobPage = async <X>(rows: (JobRow & X)[], page: number, seekerId: number, total: number) => {
    const r = await getRef(vertical);
    const jobs = await markOwn(
      db,
      seekerId,
      rows.slice(0, PAGE_SIZE).map((row) => toFeedEntry(r, row)),
    );
    return { jobs, rows: rows.slice(0, PAGE_SIZE), totalJobs: total, hasMore: rows.length > PAGE_SIZE, page };
  };

  app.post('/job/apply', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const out = await applyToJob(db, vertical, c.get('seekerId'), jobId, { source: 'apply' });
    if (out.kind === 'external') return c.json({ jobId, applyUrl: out.applyUrl });
    return c.json({
      message: 'You have applied to this job',
      jobId,
      applicationId: out.applicationId,
      appliedAt: out.appliedAt,
      appliedCount: await appliedCount(db, c.get('seekerId')),
    });
  });

  app.post('/job/apply-multiple', seeker, async (c) => {
    const body = await parseBody(c, ApplyMultipleBody);
    const results = await applyToJobs(db, vertical, c.get('seekerId'), body.jobIds, {
      source: body.source ?? 'apply-multiple',
      includeCoverletter: body.includeCoverletter ?? false,
    });
    return c.json({
      applied: results.filter((r) => r.kind === 'applied').map((r) => r.jobId),
      external: results.flatMap((r) =>
        r.kind === 'external' ? [{ jobId: r.jobId, applyUrl: r.applyUrl }] : [],
      ),
      failed: results.flatMap((r) =>
        r.kind === 'failed' ? [{ jobId: r.jobId, statusCode: r.status, message: r.message }] : [],
      ),
      appliedCount: await appliedCount(db, c.get('seekerId')),
    });
  });

  app.post('/job/apply-additional-info', seeker, async (c) => {
    const body = await parseBody(c, ApplyAdditionalInfoBody);
    const rows = (await db.raw(
      `UPDATE applications SET answers = $3::jsonb, updated_at = now()
        WHERE seeker_id = $1 AND job_id = $2 AND vertical = $4 RETURNING id`,
      [c.get('seekerId'), body.jobcode, JSON.stringify(body.answers), vertical],
    )) as { id: string }[];
    if (!rows[0]) throw new HttpError(404, 'Apply to this job before answering its questions');
    return c.json({ message: 'Your answers have been sent', jobId: body.jobcode, answers: body.answers });
  });

  app.get('/job/applied/count', seeker, async (c) =>
    c.json({ count: await appliedCount(db, c.get('seekerId')) }),
  );

  app.get('/job/applied-jobs', seeker, async (c) => {
    const q = parseQuery(c, AppliedJobsQuery);
    const seekerId = c.get('seekerId');
    const status = q.status ? sql`AND a.status = ${q.status}` : sql``;
    const [rows, total] = await Promise.all([
      db.rows<JobRow & { app_status: string; applied_at: Date | string; app_updated_at: Date | string }>(
        sql`SELECT ${FEED_COLUMNS}, a.status AS app_status, a.applied_at, a.updated_at AS app_updated_at
              FROM applications a JOIN jobs j ON j.id = a.job_id
             WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical} ${status}
             ORDER BY a.applied_at DESC, a.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${q.page * PAGE_SIZE}`,
      ),
      db.rows<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM applications a WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical} ${status}`,
      ),
    ]);
    const out = await jobPage(rows, q.page, seekerId, Number(total[0]?.n ?? 0));
    return c.json({
      jobs: out.jobs.map((job, i) => {
        const row = out.rows[i] as (typeof rows)[number];
        return {
          ...job,
          application: {
            status: row.app_status,
            appliedAt: new Date(row.applied_at).toISOString(),
            updatedAt: new Date(row.app_updated_at).toISOString(),
          },
        };
      }),
      totalJobs: out.totalJobs,
      hasMore: out.hasMore,
      page: out.page,
    });
  });

  app.post('/job/save', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const out = await setSaved(db, vertical, c.get('seekerId'), jobId, true);
    return c.json({ message: 'Job saved', ...out });
  });

  app.post('/job/unsave', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const out = await setSaved(db, vertical, c.get('seekerId'), jobId, false);
    return c.json({ message: 'Job removed from saved jobs', ...out });
  });

  app.get('/job/saved-jobs', seeker, async (c) => {
    const q = parseQuery(c, PageQuery);
    const seekerId = c.get('seekerId');
    const [rows, total] = await Promise.all([
      db.rows<JobRow & { saved_at: Date | string }>(
        sql`SELECT ${FEED_COLUMNS}, s.saved_at FROM saved_jobs s JOIN jobs j ON j.id = s.job_id
             WHERE s.seeker_id = ${seekerId} AND j.vertical = ${vertical}
             ORDER BY s.saved_at DESC, s.job_id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${q.page * PAGE_SIZE}`,
      ),
      savedCount(db, seekerId),
    ]);
    const out = await jobPage(rows, q.page, seekerId, total);
    return c.json({
      jobs: out.jobs.map((job, i) => ({
        ...job,
        savedAt: new Date((out.rows[i] as (typeof rows)[number]).saved_at).toISOString(),
      })),
      totalJobs: out.totalJobs,
      hasMore: out.hasMore,
      page: out.page,
    });
  });

  app.get('/job/saved-jobs/count', seeker, async (c) =>
    c.json({ count: await savedCount(db, c.get('seekerId')) }),
  );

  app.put('/job/jobfeed/:userId/unfollowjob/:jobId', seeker, async (c) => {
    const p = parseParams(c, UnfollowJobParams);
    const { undo } = parseQuery(c, UndoQuery);
    const seekerId = c.get('seekerId');
    ownPath(p.userId, seekerId);
    const job = await db.raw(`SELECT 1 FROM jobs WHERE id = $1 AND vertical = $2`, [p.jobId, vertical]);
    if (!job[0]) throw notFound('Job not found');
    if (undo) {
      await db.raw(`DELETE FROM hidden_jobs WHERE seeker_id = $1 AND job_id = $2`, [seekerId, p.jobId]);
    } else {
      await db.raw(`INSERT INTO hidden_jobs (seeker_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        seekerId,
        p.jobId,
      ]);
    }
    return c.json({
      message: undo ? 'The job is back in your feed' : 'You will not see this job again',
      jobId: p.jobId,
      hidden: !undo,
    });
  });

  app.put('/job/jobfeed/:userId/unfollowrecruiter/:recruiterId', seeker, async (c) => {
    const p = parseParams(c, UnfollowRecruiterParams);
    const { undo } = parseQuery(c, UndoQuery);
    const seekerId = c.get('seekerId');
    ownPath(p.userId, seekerId);
    const rec = await db.raw(`SELECT 1 FROM recruiters WHERE id = $1 AND vertical = $2`, [
      p.recruiterId,
      vertical,
    ]);
    if (!rec[0]) throw notFound('Recruiter not found');
    if (undo) {
      await db.raw(`DELETE FROM unfollowed_recruiters WHERE seeker_id = $1 AND recruiter_id = $2`, [
        seekerId,
        p.recruiterId,
      ]);
    } else {
      await db.raw(
        `INSERT INTO unfollowed_recruiters (seeker_id, recruiter_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [seekerId, p.recruiterId],
      );
    }
    return c.json({
      message: undo ? 'You follow this recruiter again' : 'You will not see this recruiter’s jobs again',
      recruiterId: p.recruiterId,
      unfollowed: !undo,
    });
  });

  app.post('/job/followup', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const { undo } = parseQuery(c, UndoQuery);
    const out = await followUp(db, vertical, c.get('seekerId'), jobId, undo);
    return c.json({ message: undo ? 'Follow-up withdrawn' : 'Your follow-up has been sent', ...out });
  });

  app.put('/v2/user/:userId/followup/:jobId', seeker, async (c) => {
    const p = parseParams(c, FollowUpParams);
    const { undo } = parseQuery(c, UndoQuery);
    ownPath(p.userId, c.get('seekerId'));
    const out = await followUp(db, vertical, c.get('seekerId'), p.jobId, undo);
    return c.json({ message: undo ? 'Follow-up withdrawn' : 'Your follow-up has been sent', ...out });
  });

  // Reporting a job also hides it from the seeker's feeds (undo with unfollowjob?undo=1).
  app.post('/job/report', seeker, async (c) => {
    const q = parseQuery(c, ReportQuery);
    const seekerId = c.get('seekerId');
    const job = await db.raw(`SELECT 1 FROM jobs WHERE id = $1 AND vertical = $2`, [q.id, vertical]);
    if (!job[0]) throw notFound('Job not found');
    await db.raw(
      `INSERT INTO job_reports (seeker_id, job_id, reason) VALUES ($1, $2, $3)
       ON CONFLICT (seeker_id, job_id) DO UPDATE SET reason = excluded.reason, reported_at = now()`,
      [seekerId, q.id, q.reason ?? ''],
    );
    await db.raw(`INSERT INTO hidden_jobs (seeker_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      seekerId,
      q.id,
    ]);
    return c.json({ message: 'Thank you. We will review this job', id: q.id, reported: true });
  });

  // Assessments: assigned by a recruiter on an application (internal API), taken by the seeker.
  const assessmentOut = (a: AssessmentRow) => ({
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
  const assessmentOf = async (seekerId: number, jobId: number) =>
    (
      (await db.raw(
        `SELECT t.*, a.job_id FROM assessments t JOIN applications a ON a.id = t.application_id
        WHERE a.seeker_id = $1 AND a.job_id = $2 AND a.vertical = $3`,
        [seekerId, jobId, vertical],
      )) as AssessmentRow[]
    )[0];

  app.get('/job/assessment', seeker, async (c) => {
    const { jobcode } = parseQuery(c, JobCodeQuery);
    const a = await assessmentOf(c.get('seekerId'), jobcode);
    if (!a) throw notFound('There is no assessment for this job');
    return c.json(assessmentOut(a));
  });

  app.post('/job/assessment_complete', seeker, async (c) => {
    const jobId = await jobCodeOf(c);
    const a = await assessmentOf(c.get('seekerId'), jobId);
    if (!a) throw notFound('There is no assessment for this job');
    const rows = (await db.raw(
      `UPDATE assessments SET status = 'completed', completed_at = coalesce(completed_at, now()) WHERE id = $1
       RETURNING *, $2::bigint AS job_id`,
      [a.id, jobId],
    )) as AssessmentRow[];
    return c.json({ message: 'Assessment completed', ...assessmentOut(rows[0] as AssessmentRow) });
  });

  app.get('/job/pending-tests', seeker, async (c) => {
    const q = parseQuery(c, PendingTestsQuery);
    const seekerId = c.get('seekerId');
    if (q.id !== undefined && q.id !== seekerId) throw new HttpError(403, 'You can see only your own tests');
    const rows = (await db.raw(
      `SELECT t.*, a.job_id, j.title AS job_title FROM assessments t JOIN applications a ON a.id = t.application_id
         JOIN jobs j ON j.id = a.job_id
        WHERE a.seeker_id = $1 AND a.vertical = $2 AND t.status = 'pending'
        ORDER BY t.assigned_at DESC, t.id DESC LIMIT $3 OFFSET $4`,
      [seekerId, vertical, PAGE_SIZE + 1, q.page * PAGE_SIZE],
    )) as (AssessmentRow & { job_title: string })[];
    return c.json({
      tests: rows.slice(0, PAGE_SIZE).map((a) => ({ ...assessmentOut(a), jobTitle: a.job_title })),
      hasMore: rows.length > PAGE_SIZE,
      page: q.page,
    });
  });

  app.get('/job/validate-assessment', seeker, async (c) => {
    const q = parseQuery(c, ValidateAssessmentQuery);
    if (q.seekerId !== c.get('seekerId')) throw new HttpError(403, 'You can check only your own assessments');
    const a = await assessmentOf(q.seekerId, q.jobId);
    const valid = a !== undefined && a.recruiter_id === q.recruiterId && a.status === 'pending';
    return c.json({
      valid,
      status: a && a.recruiter_id === q.recruiterId ? a.status : null,
      assessment: valid && a ? assessmentOut(a) : null,
    });
  });

  return app;
}

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
