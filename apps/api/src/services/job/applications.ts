/**
 * The seeker's applications, saved jobs and follow-ups. Every rule that spans statements (one
 * application per job, the daily cap, one follow-up a week) runs in one transaction that first locks
 * the seeker's row, so concurrent requests of one seeker run one after another. Counts are counted
 * from rows, never kept in a counter, so they cannot drift or go below 0.
 */
import {
  BASIC_DAILY_APPLY_LIMIT,
  EARLY_APPLICANT_WINDOW_HOURS,
  NOTIFICATION_TYPES,
  type NotificationTypeId,
  PRO_FOLLOW_UPS_PER_WEEK,
} from '@jobsite/domain';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { insertNotification } from '../notifications/queries.ts';
import {
  applicationsInLastDay,
  appliedCount,
  appliedInVertical,
  countApply,
  deleteSavedJob,
  followedUpJobIds,
  followUpsThisWeek,
  hasApplied,
  inSavepoint,
  insertApplication,
  insertFollowUp,
  insertSavedJob,
  isEarlyApplication,
  jobForApply,
  lockSeekerRow,
  savedCount,
  undoRecentFollowUp,
  upcomingSlots,
} from './queries/applications.ts';
import { publishedJobExists } from './queries/detail.ts';

/** Applications a Basic member may send in any 24 hours (docs/decisions/0008): the domain's. Pro: no limit. */
export { BASIC_DAILY_APPLY_LIMIT };

/** A follow-up can be undone this long after it was sent (the toast's undo). */
const FOLLOW_UP_UNDO_MINUTES = 15;

/** Locks the seeker's row for the rest of the transaction and tells whether they are Pro now. */
async function lockSeeker(tx: Queryable, seekerId: number): Promise<{ pro: boolean }> {
  const row = await lockSeekerRow(tx, seekerId);
  if (!row) throw new HttpError(404, 'profile not found');
  return { pro: row.pro === true };
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
  const job = await jobForApply(tx, vertical, jobId);
  if (!job) throw new HttpError(404, 'Job not found');
  if (!job.live) throw new HttpError(410, 'This job is no longer accepting applications');
  if (job.applyType === 2) return { kind: 'external', jobId, applyUrl: job.applyUrl ?? '' };
  if (await hasApplied(tx, seekerId, jobId)) throw new HttpError(409, ALREADY_APPLIED);
  if (!pro) {
    if ((await applicationsInLastDay(tx, seekerId)) >= BASIC_DAILY_APPLY_LIMIT)
      throw new HttpError(429, DAILY_LIMIT_REACHED);
  }
  // The early-applicant mark is the server's to set, never the client's (decision 0031).
  const { earlyApplicant: _claimed, ...given } = extras;
  const early = await isEarlyApplication(tx, seekerId, jobId, EARLY_APPLICANT_WINDOW_HOURS);
  const marked = early ? { ...given, earlyApplicant: true } : given;
  const row = await insertApplication(tx, { vertical, seekerId, jobId, extras: marked });
  if (!row) throw new HttpError(409, ALREADY_APPLIED);
  await countApply(tx, jobId);
  return {
    kind: 'applied',
    jobId,
    applicationId: row.id,
    appliedAt: row.appliedAt.toISOString(),
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
      try {
        out.push(await inSavepoint(tx, () => applyLocked(tx, vertical, seekerId, pro, jobId, extras)));
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        out.push({ kind: 'failed', jobId, status: err.status, message: err.message });
      }
    }
    return out;
  });
}

/** Saves (or unsaves) a job of this vertical; answers the state and the count after it. */
export async function setSaved(db: Db, vertical: string, seekerId: number, jobId: number, saved: boolean) {
  if (!(await publishedJobExists(db, vertical, jobId))) throw new HttpError(404, 'Job not found');
  if (saved) await insertSavedJob(db, seekerId, jobId);
  else await deleteSavedJob(db, seekerId, jobId);
  return { jobId, saved: saved ? (1 as const) : (0 as const), savedCount: await savedCount(db, seekerId) };
}

/** What is left of this week's follow-ups: 0 for Basic members. */
export async function followUpsRemaining(q: Queryable, seekerId: number, pro: boolean): Promise<number> {
  if (!pro) return 0;
  return Math.max(0, PRO_FOLLOW_UPS_PER_WEEK - (await followUpsThisWeek(q, seekerId)));
}

/** Sends a follow-up on an application (Pro, one a week), or with `undo` takes back a recent one. */
export function followUp(db: Db, vertical: string, seekerId: number, jobId: number, undo: boolean) {
  return db.transaction(async (tx) => {
    const { pro } = await lockSeeker(tx, seekerId);
    if (!pro) throw new HttpError(403, 'Follow-ups are part of Pro membership');
    if (!(await appliedInVertical(tx, vertical, seekerId, jobId)))
      throw new HttpError(404, 'Apply to this job before following up');
    if (undo) {
      if (!(await undoRecentFollowUp(tx, seekerId, jobId, FOLLOW_UP_UNDO_MINUTES)))
        throw new HttpError(404, 'There is no recent follow-up on this job to undo');
    } else {
      if ((await followUpsThisWeek(tx, seekerId)) >= PRO_FOLLOW_UPS_PER_WEEK) {
        throw new HttpError(429, 'You have used this week’s follow-up. You can follow up again next week');
      }
      await insertFollowUp(tx, seekerId, jobId);
    }
    return { jobId, followedUp: !undo, followUpsRemaining: await followUpsRemaining(tx, seekerId, true) };
  });
}

/** Job ids followed up this week (for `GET followup`). */
export async function followedJobIds(q: Queryable, seekerId: number): Promise<number[]> {
  return (await followedUpJobIds(q, seekerId)).sort((a, b) => a - b);
}

/** Upcoming interview slots offered on the seeker's applications. */
async function interviewSlots(q: Queryable, seekerId: number) {
  const slots = (await upcomingSlots(q, seekerId)).map((r) => ({
    id: r.id,
    jobId: r.jobId,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
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
  await insertNotification(q, {
    seekerId: input.seekerId,
    type: input.type,
    text: input.text,
    link: input.link ?? null,
    jobId: input.jobId ?? null,
  });
}
