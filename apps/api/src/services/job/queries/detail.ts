/** Queries of a job's page: the job with its company's details, and counting its views. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { firstRow } from '../../query.ts';
import { FEED_COLUMNS, type JobRow } from './feed.ts';

export type JobDetailRow = JobRow & {
  description: string;
  status: number;
  functional_area_id: number | null;
  industry_id: number | null;
  view_count: number;
  apply_count: number;
  live: boolean;
  /** The details of the job's company (null without one): read in the same query, one round trip. */
  company_about: string | null;
  company_website: string | null;
  company_employees: string | null;
  company_industry_id: number | null;
};

/** The job of the vertical with its description, counters and company details, in any status. */
export const jobDetailRow = (q: Queryable, vertical: Vertical, jobId: number) =>
  firstRow<JobDetailRow>(
    q,
    sql`SELECT ${FEED_COLUMNS}, j.description, j.status, j.functional_area_id, j.industry_id, j.view_count,
            j.apply_count, j.expires_at > now() AS live, c.about AS company_about,
            c.website AS company_website, c.employees AS company_employees,
            c.industry_id AS company_industry_id
          FROM jobs j LEFT JOIN companies c ON c.id = j.company_id
          WHERE j.id = ${jobId} AND j.vertical = ${vertical}`,
  );

/** Whether the job is a published job of the vertical. */
export const publishedJobExists = async (q: Queryable, vertical: Vertical, jobId: number) =>
  (
    await q.rows<{ id: number | string }>(
      sql`SELECT id FROM jobs WHERE id = ${jobId} AND vertical = ${vertical} AND status = 1`,
    )
  ).length > 0;

/** Counts one more view of the job by the seeker; `first` tells whether it was their first. */
export const recordSeekerView = (q: Queryable, seekerId: number, jobId: number) =>
  firstRow<{ views: number; first: boolean }>(
    q,
    sql`INSERT INTO seeker_job_views (seeker_id, job_id) VALUES (${seekerId}, ${jobId})
            ON CONFLICT (seeker_id, job_id) DO UPDATE SET views = seeker_job_views.views + 1, last_viewed_at = now()
            RETURNING views, views = 1 AS first`,
  );

/** Counts one more view of the job; answers the job's views. */
export const countView = (q: Queryable, jobId: number) =>
  firstRow<{ id: number | string; view_count: number }>(
    q,
    sql`UPDATE jobs SET view_count = view_count + 1 WHERE id = ${jobId} RETURNING id, view_count`,
  );

export const viewCount = (q: Queryable, jobId: number) =>
  firstRow<{ id: number | string; view_count: number }>(
    q,
    sql`SELECT id, view_count FROM jobs WHERE id = ${jobId}`,
  );

/** Counts one more view of the job in this month's tally (job insights show views by month). */
export async function countMonthView(q: Queryable, jobId: number): Promise<void> {
  await q.rows(
    sql`INSERT INTO job_view_months (job_id, month, views) VALUES (${jobId}, date_trunc('month', now())::date, 1)
            ON CONFLICT (job_id, month) DO UPDATE SET views = job_view_months.views + 1`,
  );
}
