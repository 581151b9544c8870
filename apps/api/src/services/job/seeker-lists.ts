/**
 * The seeker's own lists: applied and saved jobs as feed pages, and the jobs and recruiters they keep
 * out of their feeds (hidden, reported, unfollowed).
 */
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { markOwn, toFeedEntry } from './feed.ts';
import { appliedJobs, type StatusFilter, savedCount, savedJobRows } from './queries/applications.ts';
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

/** A page of the seeker's applications (of one status, or all), each job with its application. */
export async function appliedJobsPage(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  seekerId: number,
  status: StatusFilter,
  page: number,
) {
  const { rows, total } = await appliedJobs(db, vertical, seekerId, status, page);
  return {
    jobs: (await entries(db, ref, seekerId, rows)).map(({ job, row }) => ({
      ...job,
      application: {
        status: row.appStatus,
        appliedAt: row.appliedAt.toISOString(),
        updatedAt: row.appUpdatedAt.toISOString(),
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

/** Hides a job of the vertical from the seeker's feeds, or shows it again; false for an unknown job. */
export async function setJobHidden(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  jobId: number,
  hidden: boolean,
) {
  if (!(await jobInVertical(db, vertical, jobId))) return false;
  if (hidden) await hideJob(db, seekerId, jobId);
  else await unhideJob(db, seekerId, jobId);
  return true;
}

/** Leaves a recruiter's jobs out of the seeker's feeds, or brings them back; false for an unknown recruiter. */
export async function setRecruiterUnfollowed(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  recruiterId: number,
  unfollowed: boolean,
) {
  if (!(await recruiterInVertical(db, vertical, recruiterId))) return false;
  if (unfollowed) await unfollowRecruiter(db, seekerId, recruiterId);
  else await followRecruiterAgain(db, seekerId, recruiterId);
  return true;
}

/** Reports a job, which also hides it from the seeker's feeds; false for an unknown job. */
export async function reportJob(db: Db, vertical: Vertical, seekerId: number, jobId: number, reason: string) {
  if (!(await jobInVertical(db, vertical, jobId))) return false;
  await upsertReport(db, seekerId, jobId, reason);
  await hideJob(db, seekerId, jobId);
  return true;
}
