/**
 * Queries on the seeker's applications (with their early-applicant mark), saved jobs, follow-ups and
 * interview slots. The statements that take `tx` run inside a transaction that holds the seeker's row
 * lock (applications.ts).
 */
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { rowExists } from '../../../db/exists.ts';
import {
  applicationEvents,
  applications,
  followUps,
  interviewInvites,
  interviewSlots,
  jobs,
  recruiterResponsiveness as rr,
  savedJobs,
  seekerProfiles,
  seekers,
} from '../../../db/schema.ts';
import { recordApplicationEvent } from '../../recruiting/queries.ts';
import { responsivenessColumns } from '../../recruiting/responsiveness.ts';
import { FEED_FIELDS, feedJobs as j, PAGE_SIZE } from './feed.ts';

/** Whether the seeker's Pro membership runs now (null without a profile or a date). */
const proNow = sql<boolean | null>`${seekerProfiles.proUntil} > now()`;

/** Locks the seeker's row for the rest of the transaction; answers whether they are Pro now (undefined: no seeker). */
export const lockSeekerRow = async (tx: Queryable, seekerId: number) =>
  (
    await tx.orm
      .select({ pro: proNow })
      .from(seekers)
      .leftJoin(seekerProfiles, eq(seekerProfiles.seekerId, seekers.id))
      .where(eq(seekers.id, seekerId))
      .for('update', { of: seekers })
  )[0];

/** Whether the seeker's Pro membership runs now. */
export const isPro = async (q: Queryable, seekerId: number) =>
  (await q.orm.select({ pro: proNow }).from(seekerProfiles).where(eq(seekerProfiles.seekerId, seekerId)))[0]
    ?.pro === true;

export const jobForApply = async (q: Queryable, vertical: string, jobId: number) =>
  (
    await q.orm
      .select({
        id: jobs.id,
        applyType: jobs.applyType,
        applyUrl: jobs.applyUrl,
        live: sql<boolean>`${jobs.status} = 1 AND ${jobs.expiresAt} > now()`,
      })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.vertical, vertical)))
  )[0];

export const hasApplied = (q: Queryable, seekerId: number, jobId: number) =>
  rowExists(q, applications, and(eq(applications.seekerId, seekerId), eq(applications.jobId, jobId)));

export const applicationsInLastDay = (q: Queryable, seekerId: number) =>
  q.orm.$count(
    applications,
    and(eq(applications.seekerId, seekerId), gt(applications.appliedAt, sql`now() - interval '24 hours'`)),
  );

/**
 * Inserts the application and records it as the first event of its history (the seeker's, to 'applied',
 * at its `applied_at`: both are the transaction's `now()`); answers nothing when the seeker already
 * applied to the job.
 */
export async function insertApplication(
  q: Queryable,
  a: { vertical: string; seekerId: number; jobId: number; extras: Record<string, unknown> },
) {
  const row = (
    await q.orm
      .insert(applications)
      .values(a)
      .onConflictDoNothing({ target: [applications.seekerId, applications.jobId] })
      .returning({ id: applications.id, appliedAt: applications.appliedAt })
  )[0];
  if (row)
    await recordApplicationEvent(q, {
      applicationId: row.id,
      fromStatus: null,
      toStatus: 'applied',
      actor: 'seeker',
    });
  return row;
}

export async function countApply(q: Queryable, jobId: number): Promise<void> {
  await q.orm
    .update(jobs)
    .set({ applyCount: sql`${jobs.applyCount} + 1` })
    .where(eq(jobs.id, jobId));
}

/** Runs `fn` inside a savepoint of the open transaction, rolled back to when `fn` throws. */
export async function inSavepoint<T>(tx: Queryable, fn: () => Promise<T>): Promise<T> {
  await tx.rows(sql`SAVEPOINT apply_one`);
  try {
    const out = await fn();
    await tx.rows(sql`RELEASE SAVEPOINT apply_one`);
    return out;
  } catch (err) {
    await tx.rows(sql`ROLLBACK TO SAVEPOINT apply_one`);
    throw err;
  }
}

export const appliedCount = (q: Queryable, seekerId: number) =>
  q.orm.$count(applications, eq(applications.seekerId, seekerId));

export const savedCount = (q: Queryable, seekerId: number) =>
  q.orm.$count(savedJobs, eq(savedJobs.seekerId, seekerId));

/** Stores the screening answers of an application; answers false when there is no such application. */
export const saveAnswers = async (
  q: Queryable,
  a: { vertical: string; seekerId: number; jobId: number; answers: unknown },
) =>
  (
    await q.orm
      .update(applications)
      .set({ answers: a.answers, updatedAt: sql`now()` })
      .where(
        and(
          eq(applications.seekerId, a.seekerId),
          eq(applications.jobId, a.jobId),
          eq(applications.vertical, a.vertical),
        ),
      )
      .returning({ id: applications.id })
  ).length > 0;

/** An application's status; '' or none: any. */
export type StatusFilter = (typeof applications.$inferSelect)['status'] | '' | undefined;

/**
 * A page of the seeker's applications (of one status, or all), newest first, with its count. Each row
 * carries its job's recruiter's kept figures (decision 0100; null before their first counted
 * application), read by the primary key in the same statement.
 */
export async function appliedJobs(
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  status: StatusFilter,
  page: number,
) {
  const where = and(
    eq(applications.seekerId, seekerId),
    eq(applications.vertical, vertical),
    status ? eq(applications.status, status) : undefined,
  );
  const [rows, total] = await Promise.all([
    q.orm
      .select({
        ...FEED_FIELDS,
        appId: applications.id,
        appStatus: applications.status,
        appliedAt: applications.appliedAt,
        appUpdatedAt: applications.updatedAt,
        responsiveness: responsivenessColumns,
      })
      .from(applications)
      .innerJoin(j, eq(j.id, applications.jobId))
      .leftJoin(rr, eq(rr.recruiterId, j.recruiterId))
      .where(where)
      .orderBy(desc(applications.appliedAt), desc(applications.id))
      .limit(PAGE_SIZE + 1)
      .offset(page * PAGE_SIZE),
    q.orm.$count(applications, where),
  ]);
  return { rows, total };
}

/**
 * Every recorded status change (decision 0099) of these applications of the seeker, in one statement for
 * a whole page: by application, oldest first (the id breaks a tie of one transaction's time). The seeker
 * is checked again here, so an id that is not theirs reads nothing. Who acted is only the actor's kind.
 */
export const applicationEventRows = (q: Queryable, seekerId: number, applicationIds: number[]) =>
  q.orm
    .select({
      applicationId: applicationEvents.applicationId,
      status: applicationEvents.toStatus,
      actor: applicationEvents.actor,
      at: applicationEvents.at,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .where(and(eq(applications.seekerId, seekerId), inArray(applicationEvents.applicationId, applicationIds)))
    .orderBy(asc(applicationEvents.applicationId), asc(applicationEvents.at), asc(applicationEvents.id));

/** A page of the seeker's saved jobs of this vertical, last saved first. */
export const savedJobRows = (q: Queryable, vertical: Vertical, seekerId: number, page: number) =>
  q.orm
    .select({ ...FEED_FIELDS, savedAt: savedJobs.savedAt })
    .from(savedJobs)
    .innerJoin(j, eq(j.id, savedJobs.jobId))
    .where(and(eq(savedJobs.seekerId, seekerId), eq(j.vertical, vertical)))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId))
    .limit(PAGE_SIZE + 1)
    .offset(page * PAGE_SIZE);

export async function insertSavedJob(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.orm.insert(savedJobs).values({ seekerId, jobId }).onConflictDoNothing();
}

export async function deleteSavedJob(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.orm.delete(savedJobs).where(and(eq(savedJobs.seekerId, seekerId), eq(savedJobs.jobId, jobId)));
}

/** The seeker's follow-ups not undone, sent in the last `interval`. */
const liveFollowUps = (seekerId: number, interval: SQL) =>
  and(
    eq(followUps.seekerId, seekerId),
    isNull(followUps.undoneAt),
    gt(followUps.createdAt, sql`now() - ${interval}`),
  );

/** Follow-ups that count against this week's allowance: sent in the last 7 days and not undone. */
export const followUpsThisWeek = (q: Queryable, seekerId: number) =>
  q.orm.$count(followUps, liveFollowUps(seekerId, sql`interval '7 days'`));

/** Whether the seeker applied to this job of the vertical. */
export const appliedInVertical = async (q: Queryable, vertical: string, seekerId: number, jobId: number) =>
  (
    await q.orm
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(eq(applications.seekerId, seekerId), eq(applications.jobId, jobId), eq(jobs.vertical, vertical)),
      )
  ).length > 0;

/** Undoes the newest follow-up on the job sent in the last `minutes`; answers false when there is none. */
export const undoRecentFollowUp = async (q: Queryable, seekerId: number, jobId: number, minutes: number) =>
  (
    await q.orm
      .update(followUps)
      .set({ undoneAt: sql`now()` })
      .where(
        eq(
          followUps.id,
          q.orm
            .select({ id: followUps.id })
            .from(followUps)
            .where(
              and(
                liveFollowUps(seekerId, sql`make_interval(mins => ${minutes})`),
                eq(followUps.jobId, jobId),
              ),
            )
            .orderBy(desc(followUps.createdAt))
            .limit(1),
        ),
      )
      .returning({ id: followUps.id })
  ).length > 0;

export async function insertFollowUp(q: Queryable, seekerId: number, jobId: number): Promise<void> {
  await q.orm.insert(followUps).values({ seekerId, jobId });
}

/** Job ids followed up in the last 7 days (not undone). */
export const followedUpJobIds = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .selectDistinct({ jobId: followUps.jobId })
      .from(followUps)
      .where(liveFollowUps(seekerId, sql`interval '7 days'`))
  ).map((r) => r.jobId);

/** Upcoming open or booked interview slots on the seeker's applications, soonest first. */
export const upcomingSlots = (q: Queryable, seekerId: number) =>
  q.orm
    .select({
      id: interviewSlots.id,
      jobId: applications.jobId,
      startsAt: interviewSlots.startsAt,
      endsAt: interviewSlots.endsAt,
    })
    .from(interviewSlots)
    .innerJoin(interviewInvites, eq(interviewInvites.calendarId, interviewSlots.calendarId))
    .innerJoin(applications, eq(applications.id, interviewInvites.applicationId))
    .where(
      and(
        eq(applications.seekerId, seekerId),
        or(
          isNull(interviewSlots.bookedApplicationId),
          eq(interviewSlots.bookedApplicationId, applications.id),
        ),
        gt(interviewSlots.startsAt, sql`now()`),
      ),
    )
    .orderBy(interviewSlots.startsAt, interviewSlots.id);

// The early-applicant mark.

/**
 * Whether an application of the seeker to the job, made now, is an early application: the seeker's
 * early-applicant subscription runs, and the job was posted within `hours` (decision 0031).
 */
export const isEarlyApplication = async (q: Queryable, seekerId: number, jobId: number, hours: number) =>
  (
    await q.orm
      .select({ seekerId: seekerProfiles.seekerId })
      .from(seekerProfiles)
      .innerJoin(jobs, eq(jobs.id, jobId))
      .where(
        and(
          eq(seekerProfiles.seekerId, seekerId),
          gt(seekerProfiles.earlyApplicantUntil, sql`now()`),
          gt(jobs.postedAt, sql`now() - make_interval(hours => ${hours})`),
        ),
      )
  ).length > 0;
