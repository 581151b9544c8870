/**
 * The seeker's own lists: applied and saved jobs as feed pages, and the jobs and recruiters they keep
 * out of their feeds (hidden, reported, unfollowed).
 */
import type { ApplicationEvent } from '@jobsite/domain/answers';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { responsivenessAnswer } from '../recruiting/responsiveness.ts';
import { markOwn, toFeedEntry } from './feed.ts';
import {
  applicationEventRows,
  appliedJobs,
  type StatusFilter,
  savedCount,
  savedJobRows,
} from './queries/applications.ts';
import {
  followRecruiterAgain,
  hideJob,
  jobInVertical,
  recruiterInVertical,
  unfollowRecruiter,
  unhideJob,
  upsertReport,
} from './queries/exclusions.ts';
import { type JobRow, PAGE_SIZE } from './queries/feed.ts';
import type { Reference } from './reference.ts';

/** The page's feed entries, marked saved and applied, each with the row it came from. */
async function entries<R extends JobRow>(db: Db, ref: Reference, seekerId: number, rows: R[]) {
  const page = rows.slice(0, PAGE_SIZE);
  const jobs = await markOwn(
    db,
    seekerId,
    page.map((row) => toFeedEntry(ref, row)),
  );
  return jobs.map((job, i) => ({ job, row: page[i] as R }));
}

/** Who moved an application, as its seeker reads it (decision 0103): never more than the actor's kind. */
const BY = { seeker: 'you', recruiter: 'recruiter', system: null } as const;

/**
 * A page of the seeker's applications (of one status, or all), each job with its application: its
 * timeline from the recorded events, read for the whole page in one statement, and how the job's
 * recruiter answers applicants. Only the seeker's own applications are read, so only their own events.
 */
export async function appliedJobsPage(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  seekerId: number,
  status: StatusFilter,
  page: number,
) {
  const { rows, total } = await appliedJobs(db, vertical, seekerId, status, page);
  const listed = await entries(db, ref, seekerId, rows);
  const ids = listed.map(({ row }) => row.appId);
  const events = new Map<number, ApplicationEvent[]>();
  for (const e of ids.length > 0 ? await applicationEventRows(db, seekerId, ids) : []) {
    const list = events.get(e.applicationId) ?? [];
    list.push({ status: e.status, at: e.at.toISOString(), by: BY[e.actor] });
    events.set(e.applicationId, list);
  }
  const now = new Date();
  return {
    jobs: listed.map(({ job, row }) => ({
      ...job,
      application: {
        status: row.appStatus,
        appliedAt: row.appliedAt.toISOString(),
        updatedAt: row.appUpdatedAt.toISOString(),
        events: events.get(row.appId) ?? [],
        recruiterResponsiveness: responsivenessAnswer(row.responsiveness, now),
      },
    })),
    totalJobs: total,
    hasMore: rows.length > PAGE_SIZE,
    page,
  };
}

/** A page of the seeker's saved jobs, each with when it was saved. */
export async function savedJobsPage(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  seekerId: number,
  page: number,
) {
  const [rows, total] = await Promise.all([
    savedJobRows(db, vertical, seekerId, page),
    savedCount(db, seekerId),
  ]);
  return {
    jobs: (await entries(db, ref, seekerId, rows)).map(({ job, row }) => ({
      ...job,
      savedAt: row.savedAt.toISOString(),
    })),
    totalJobs: total,
    hasMore: rows.length > PAGE_SIZE,
    page,
  };
}

/**
 * What a seeker can keep out of their feeds: the check that the thing is of the vertical, and the writes
 * that leave it out and bring it back.
 */
const EXCLUSIONS = {
  job: { inVertical: jobInVertical, leaveOut: hideJob, bringBack: unhideJob },
  recruiter: {
    inVertical: recruiterInVertical,
    leaveOut: unfollowRecruiter,
    bringBack: followRecruiterAgain,
  },
} as const;

/**
 * Leaves a thing of the vertical out of the seeker's feeds (hides a job, unfollows a recruiter), or brings
 * it back; false for an unknown one.
 */
export async function setExcluded(
  db: Db,
  kind: keyof typeof EXCLUSIONS,
  vertical: Vertical,
  seekerId: number,
  id: number,
  excluded: boolean,
) {
  const { inVertical, leaveOut, bringBack } = EXCLUSIONS[kind];
  if (!(await inVertical(db, vertical, id))) return false;
  await (excluded ? leaveOut : bringBack)(db, seekerId, id);
  return true;
}

/** Reports a job, which also hides it from the seeker's feeds; false for an unknown job. */
export async function reportJob(db: Db, vertical: Vertical, seekerId: number, jobId: number, reason: string) {
  if (!(await jobInVertical(db, vertical, jobId))) return false;
  await upsertReport(db, seekerId, jobId, reason);
  await hideJob(db, seekerId, jobId);
  return true;
}
