/**
 * The seeker's applications, saved jobs and follow-ups. Every rule that spans statements (one
 * application per job, the daily cap, one follow-up a week) runs in one transaction that first locks
 * the seeker's row, so concurrent requests of one seeker run one after another. Counts are counted
 * from rows, never kept in a counter, so they cannot drift or go below 0.
 */
import { NOTIFICATION_TYPES, type NotificationTypeId, PRO_FOLLOW_UPS_PER_WEEK } from '@jobsite/domain';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

/** Applications a Basic member may send in any 24 hours (docs/decisions/0008). Pro: no limit. */
export const BASIC_DAILY_APPLY_LIMIT = 50;
/** A follow-up can be undone this long after it was sent (the toast's undo). */
const FOLLOW_UP_UNDO_MINUTES = 15;

const one = async <T>(q: Queryable, text: string, params: unknown[]) =>
  ((await q.raw(text, params)) as T[])[0];

const count = async (q: Queryable, text: string, params: unknown[]) =>
  Number((await one<{ n: number | string }>(q, text, params))?.n ?? 0);

/** Locks the seeker's row for the rest of the transaction and tells whether they are Pro now. */
async function lockSeeker(tx: Queryable, seekerId: number): Promise<{ pro: boolean }> {
  const row = await one<{ pro: boolean | null }>(
    tx,
    `SELECT p.pro_until > now() AS pro FROM seekers s LEFT JOIN seeker_profiles p ON p.seeker_id = s.id
      WHERE s.id = $1 FOR UPDATE OF s`,
    [seekerId],
  );
  if (!row) throw new HttpError(404, 'profile not found');
  return { pro: row.pro === true };
}

export async function isPro(q: Queryable, seekerId: number): Promise<boolean> {
  const row = await one<{ pro: boolean | null }>(
    q,
    `SELECT pro_until > now() AS pro FROM seeker_profiles WHERE seeker_id = $1`,
    [seekerId],
  );
  return row?.pro === true;
}

interface JobForApply {
  id: string | number;
  apply_type: number;
  apply_url: string | null;
  live: boolean;
}

export type ApplyOutcome =
  | { kind: 'applied'; jobId: number; applicationId: number; appliedAt: string }
  | { kind: 'external'; jobId: number; applyUrl: string };

const ALREADY_APPLIED = 'You have already applied to this job';
const DAILY_LIMIT_REACHED = `Basic members can apply to ${BASIC_DAILY_APPLY_LIMIT} jobs in 24 hours. Upgrade to Pro to apply without limit`;

/** One application inside an open transaction whose seeker row is locked. */
async function applyLocked(
  tx: Queryable,
  vertical: string,
  seekerId: number,
  pro: boolean,
  jobId: number,
  extras: Record<string, unknown>,
): Promise<ApplyOutcome> {
  const job = await one<JobForApply>(
    tx,
    `SELECT id, apply_type, apply_url, status = 1 AND expires_at > now() AS live FROM jobs WHERE id = $1 AND vertical = $2`,
    [jobId, vertical],
  );
  if (!job) throw new HttpError(404, 'Job not found');
  if (!job.live) throw new HttpError(410, 'This job is no longer accepting applications');
  if (job.apply_type === 2) return { kind: 'external', jobId, applyUrl: job.apply_url ?? '' };
  const existing = await one(tx, `SELECT 1 FROM applications WHERE seeker_id = $1 AND job_id = $2`, [
    seekerId,
    jobId,
  ]);
  if (existing) throw new HttpError(409, ALREADY_APPLIED);
  if (!pro) {
    const today = await count(
      tx,
      `SELECT count(*) AS n FROM applications WHERE seeker_id = $1 AND applied_at > now() - interval '24 hours'`,
      [seekerId],
    );
    if (today >= BASIC_DAILY_APPLY_LIMIT) throw new HttpError(429, DAILY_LIMIT_REACHED);
  }
  const row = await one<{ id: string | number; applied_at: Date | string }>(
    tx,
    `INSERT INTO applications (vertical, seeker_id, job_id, extras) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (seeker_id, job_id) DO NOTHING RETURNING id, applied_at`,
    [vertical, seekerId, jobId, JSON.stringify(extras)],
  );
  if (!row) throw new HttpError(409, ALREADY_APPLIED);
  await tx.raw(`UPDATE jobs SET apply_count = apply_count + 1 WHERE id = $1`, [jobId]);
  return {
    kind: 'applied',
    jobId,
    applicationId: Number(row.id),
    appliedAt: new Date(row.applied_at).toISOString(),
  };
}

export function applyToJob(
  db: Db,
  vertical: string,
  seekerId: number,
  jobId: number,
  extras: Record<string, unknown> = {},
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const { pro } = await lockSeeker(tx, seekerId);
    return applyLocked(tx, vertical, seekerId, pro, jobId, extras);
  });
}

export type MultiOutcome = ApplyOutcome | { kind: 'failed'; jobId: number; status: number; message: string };

/** Applies to each job in turn in one transaction; one job failing does not stop the others. */
export function applyToJobs(
  db: Db,
  vertical: string,
  seekerId: number,
  jobIds: readonly number[],
  extras: Record<string, unknown>,
): Promise<MultiOutcome[]> {
  return db.transaction(async (tx) => {
    const { pro } = await lockSeeker(tx, seekerId);
    const out: MultiOutcome[] = [];
    for (const jobId of new Set(jobIds)) {
      await tx.raw('SAVEPOINT apply_one');
      try {
        out.push(await applyLocked(tx, vertical, seekerId, pro, jobId, extras));
        await tx.raw('RELEASE SAVEPOINT apply_one');
      } catch (err) {
        await tx.raw('ROLLBACK TO SAVEPOINT apply_one');
        if (!(err instanceof HttpError)) throw err;
        out.push({ kind: 'failed', jobId, status: err.status, message: err.message });
      }
    }
    return out;
  });
}

export const appliedCount = (q: Queryable, seekerId: number) =>
  count(q, `SELECT count(*) AS n FROM applications WHERE seeker_id = $1`, [seekerId]);

export const savedCount = (q: Queryable, seekerId: number) =>
  count(q, `SELECT count(*) AS n FROM saved_jobs WHERE seeker_id = $1`, [seekerId]);

/** Saves (or unsaves) a job of this vertical; answers the state and the count after it. */
export async function setSaved(db: Db, vertical: string, seekerId: number, jobId: number, saved: boolean) {
  const job = await one(db, `SELECT 1 FROM jobs WHERE id = $1 AND vertical = $2 AND status = 1`, [
    jobId,
    vertical,
  ]);
  if (!job) throw new HttpError(404, 'Job not found');
  if (saved) {
    await db.raw(`INSERT INTO saved_jobs (seeker_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      seekerId,
      jobId,
    ]);
  } else {
    await db.raw(`DELETE FROM saved_jobs WHERE seeker_id = $1 AND job_id = $2`, [seekerId, jobId]);
  }
  return { jobId, saved: saved ? 1 : 0, savedCount: await savedCount(db, seekerId) };
}

/** Follow-ups that count against this week's allowance: sent in the last 7 days and not undone. */
const followUpsUsed = (q: Queryable, seekerId: number) =>
  count(
    q,
    `SELECT count(*) AS n FROM follow_ups WHERE seeker_id = $1 AND undone_at IS NULL AND created_at > now() - interval '7 days'`,
    [seekerId],
  );

/** What is left of this week's follow-ups: 0 for Basic members. */
export async function followUpsRemaining(q: Queryable, seekerId: number, pro: boolean): Promise<number> {
  if (!pro) return 0;
  return Math.max(0, PRO_FOLLOW_UPS_PER_WEEK - (await followUpsUsed(q, seekerId)));
}

/** Sends a follow-up on an application (Pro, one a week), or with `undo` takes back a recent one. */
export function followUp(db: Db, vertical: string, seekerId: number, jobId: number, undo: boolean) {
  return db.transaction(async (tx) => {
    const { pro } = await lockSeeker(tx, seekerId);
    if (!pro) throw new HttpError(403, 'Follow-ups are part of Pro membership');
    const applied = await one(
      tx,
      `SELECT 1 FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.seeker_id = $1 AND a.job_id = $2 AND j.vertical = $3`,
      [seekerId, jobId, vertical],
    );
    if (!applied) throw new HttpError(404, 'Apply to this job before following up');
    if (undo) {
      const undone = await one(
        tx,
        `UPDATE follow_ups SET undone_at = now() WHERE id = (
           SELECT id FROM follow_ups WHERE seeker_id = $1 AND job_id = $2 AND undone_at IS NULL
              AND created_at > now() - make_interval(mins => $3) ORDER BY created_at DESC LIMIT 1)
         RETURNING id`,
        [seekerId, jobId, FOLLOW_UP_UNDO_MINUTES],
      );
      if (!undone) throw new HttpError(404, 'There is no recent follow-up on this job to undo');
    } else {
      if ((await followUpsUsed(tx, seekerId)) >= PRO_FOLLOW_UPS_PER_WEEK) {
        throw new HttpError(429, 'You have used this week’s follow-up. You can follow up again next week');
      }
      await tx.raw(`INSERT INTO follow_ups (seeker_id, job_id) VALUES ($1, $2)`, [seekerId, jobId]);
    }
    return { jobId, followedUp: !undo, followUpsRemaining: await followUpsRemaining(tx, seekerId, true) };
  });
}

/** Job ids followed up this week (for `GET followup`). */
export async function followedJobIds(q: Queryable, seekerId: number): Promise<number[]> {
  const rows = (await q.raw(
    `SELECT DISTINCT job_id FROM follow_ups WHERE seeker_id = $1 AND undone_at IS NULL AND created_at > now() - interval '7 days'`,
    [seekerId],
  )) as { job_id: string | number }[];
  return rows.map((r) => Number(r.job_id)).sort((a, b) => a - b);
}

/** Upcoming interview slots offered on the seeker's applications. */
async function interviewSlots(q: Queryable, seekerId: number) {
  const rows = (await q.raw(
    `SELECT s.id, a.job_id, s.starts_at, s.ends_at FROM interview_slots s JOIN applications a ON a.id = s.application_id
      WHERE a.seeker_id = $1 AND s.status IN ('open', 'booked') AND s.starts_at > now() ORDER BY s.starts_at, s.id`,
    [seekerId],
  )) as { id: string | number; job_id: string | number; starts_at: Date | string; ends_at: Date | string }[];
  const slots = rows.map((r) => ({
    id: Number(r.id),
    jobId: Number(r.job_id),
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
  }));
  return { count: slots.length, slots };
}

/** The profile's counts (completeness and membership widgets), all from rows. */
export async function seekerCounts(db: Db, seekerId: number) {
  const [applied, saved, slots] = await Promise.all([
    appliedCount(db, seekerId),
    savedCount(db, seekerId),
    interviewSlots(db, seekerId),
  ]);
  return { applied, saved, interviewSlots: slots };
}

/** Writes a notification for the seeker (status 1, unread). */
export async function notify(
  q: Queryable,
  input: {
    seekerId: number;
    type: NotificationTypeId;
    text: string;
    link?: string | null;
    jobId?: number | null;
  },
) {
  if (!(input.type in NOTIFICATION_TYPES)) throw new Error(`unknown notification type ${input.type}`);
  await q.raw(`INSERT INTO notifications (seeker_id, type, text, link, job_id) VALUES ($1, $2, $3, $4, $5)`, [
    input.seekerId,
    input.type,
    input.text,
    input.link ?? null,
    input.jobId ?? null,
  ]);
}
