/** Queries of a job's page: the job with its company's details, and counting its views. */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { rowExists } from '../../../db/exists.ts';
import {
  companies,
  jobs,
  jobViewMonths,
  recruiterResponsiveness as rr,
  seekerJobViews,
} from '../../../db/schema.ts';
import { responsivenessColumns } from '../../recruiting/responsiveness.ts';
import { FEED_FIELDS, feedJobs as j } from './feed.ts';

/** The job of the vertical with its description, counters and company details, in any status. */
export const jobDetailRow = async (q: Queryable, vertical: Vertical, jobId: number) =>
  (
    await q.orm
      .select({
        ...FEED_FIELDS,
        description: j.description,
        status: j.status,
        functionalAreaId: j.functionalAreaId,
        industryId: j.industryId,
        viewCount: j.viewCount,
        applyCount: j.applyCount,
        live: sql<boolean>`${j.expiresAt} > now()`,
        /** The details of the job's company (null without one): read in the same query, one round trip. */
        companyAbout: companies.about,
        companyWebsite: companies.website,
        companyEmployees: companies.employees,
        companyIndustryId: companies.industryId,
        /** The recruiter's kept figures (decision 0100): null before their first application. */
        responsiveness: responsivenessColumns,
      })
      .from(j)
      .leftJoin(companies, eq(companies.id, j.companyId))
      .leftJoin(rr, eq(rr.recruiterId, j.recruiterId))
      .where(and(eq(j.id, jobId), eq(j.vertical, vertical)))
  )[0];

export type JobDetailRow = NonNullable<Awaited<ReturnType<typeof jobDetailRow>>>;

/** Whether the job is a published job of the vertical (live or expired). */
export const publishedJobExists = (q: Queryable, vertical: string, jobId: number) =>
  rowExists(q, jobs, and(eq(jobs.id, jobId), eq(jobs.vertical, vertical), eq(jobs.status, 1)));

/** Counts one more view of the job by the seeker; `first` tells whether it was their first. */
export const recordSeekerView = async (q: Queryable, seekerId: number, jobId: number) =>
  (
    await q.orm
      .insert(seekerJobViews)
      .values({ seekerId, jobId })
      .onConflictDoUpdate({
        target: [seekerJobViews.seekerId, seekerJobViews.jobId],
        set: { views: sql`${seekerJobViews.views} + 1`, lastViewedAt: sql`now()` },
      })
      .returning({ views: seekerJobViews.views })
  ).map((r) => ({ views: r.views, first: r.views === 1 }))[0];

/** Counts one more view of the job; answers the job's views. */
export const countView = async (q: Queryable, jobId: number) =>
  (
    await q.orm
      .update(jobs)
      .set({ viewCount: sql`${jobs.viewCount} + 1` })
      .where(eq(jobs.id, jobId))
      .returning({ id: jobs.id, viewCount: jobs.viewCount })
  )[0];

export const viewCount = async (q: Queryable, jobId: number) =>
  (await q.orm.select({ id: jobs.id, viewCount: jobs.viewCount }).from(jobs).where(eq(jobs.id, jobId)))[0];

/** Counts one more view of the job in this month's tally (job insights show views by month). */
export async function countMonthView(q: Queryable, jobId: number): Promise<void> {
  await q.orm
    .insert(jobViewMonths)
    .values({ jobId, month: sql`date_trunc('month', now())::date`, views: 1 })
    .onConflictDoUpdate({
      target: [jobViewMonths.jobId, jobViewMonths.month],
      set: { views: sql`${jobViewMonths.views} + 1` },
    });
}
