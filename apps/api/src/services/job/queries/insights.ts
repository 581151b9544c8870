/** Queries of `job/insights` and `job/magic-rank`: a live job's facts, its applicants and its monthly views. */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { applications, jobs, jobViewMonths, seekerProfiles, tags } from '../../../db/schema.ts';

/** What a live job of the vertical asks for, with its tags' names and its counters. */
export const jobFacts = async (q: Queryable, vertical: Vertical, jobId: number) =>
  (
    await q.orm
      .select({
        id: jobs.id,
        minExp: jobs.minExp,
        maxExp: jobs.maxExp,
        cityIds: jobs.cityIds,
        postedAt: jobs.postedAt,
        workFromHome: jobs.workFromHome,
        applyCount: jobs.applyCount,
        viewCount: jobs.viewCount,
        tagNames: sql<string[]>`coalesce((SELECT array_agg(${tags.name}) FROM ${tags}
          WHERE ${tags.id} = ANY(${jobs.tagIds})), '{}')`,
      })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.vertical, vertical), eq(jobs.status, 1)))
  )[0];

/** A live job's facts with its counters: the job page's applicants and views. */
export type JobFactsRow = NonNullable<Awaited<ReturnType<typeof jobFacts>>>;

/** What a match score reads of a job. */
export type JobFacts = Pick<JobFactsRow, 'minExp' | 'maxExp' | 'cityIds' | 'tagNames' | 'workFromHome'>;

/** Everyone who applied to the job on the site, with the profile fields a match score reads. */
export const applicantsOf = async (q: Queryable, jobId: number) =>
  (
    await q.orm
      .select({
        seekerId: applications.seekerId,
        appliedAt: applications.appliedAt,
        personal: seekerProfiles.personal,
        work: seekerProfiles.work,
        education: seekerProfiles.education,
        skills: seekerProfiles.skills,
      })
      .from(applications)
      .leftJoin(seekerProfiles, eq(seekerProfiles.seekerId, applications.seekerId))
      .where(eq(applications.jobId, jobId))
  ).map((a) => ({
    seekerId: a.seekerId,
    appliedAt: a.appliedAt,
    personal: a.personal ?? {},
    work: a.work ?? {},
    education: a.education ?? [],
    skills: a.skills ?? [],
  }));

export type Applicant = Awaited<ReturnType<typeof applicantsOf>>[number];

/** The job's views by month (YYYY-MM). */
export const viewsByMonth = async (q: Queryable, jobId: number) =>
  (
    await q.orm
      .select({ month: jobViewMonths.month, views: jobViewMonths.views })
      .from(jobViewMonths)
      .where(eq(jobViewMonths.jobId, jobId))
  ).map((v) => ({ month: v.month.slice(0, 7), views: v.views }));
