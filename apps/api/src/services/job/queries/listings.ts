/**
 * Queries of the listing calls beside the feeds: jobs for women, similar jobs, recruiters, the sitemap's
 * and cities' job counts, and blogs.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { countOf, firstRow } from '../../query.ts';
import { FEED_COLUMNS, feedWhere, intArray, type JobRow } from './feed.ts';

/** The tags of a job of the vertical (undefined: no such job). */
export const jobTagIds = async (q: Queryable, vertical: Vertical, jobId: number) =>
  (
    await firstRow<{ tag_ids: number[] }>(
      q,
      sql`SELECT tag_ids FROM jobs WHERE id = ${jobId} AND vertical = ${vertical}`,
    )
  )?.tag_ids;

/** Feed condition: every job but this one. */
export const otherThan = (jobId: number): SQL => sql`j.id <> ${jobId}`;

export interface FemaleJobsFilter {
  /** '1': for women candidates, '2': for women back to work, else either. */
  femaleFilter?: string | undefined;
  minExp?: number | undefined;
  maxExp?: number | undefined;
  categoryIds?: number[] | undefined;
  functionalArea?: number[] | undefined;
  antifunctionalarea?: number[] | undefined;
  centralisedCompanyIds?: number[] | undefined;
  antiCentralisedCompanyIds?: number[] | undefined;
  joblocationIds?: number[] | undefined;
}

/**
 * Jobs for women (candidates, back to work, or either) matching the filters, newest first: `size` + 1
 * rows from `start` (to tell whether more follow), and their count up to 10,001.
 */
export async function femaleJobs(
  q: Queryable,
  vertical: Vertical,
  f: FemaleJobsFilter,
  exclusions: SQL[],
  start: number,
  size: number,
) {
  const extra: SQL[] = [
    ...exclusions,
    f.femaleFilter === '1'
      ? sql`j.female_candidate`
      : f.femaleFilter === '2'
        ? sql`j.female_back_work_force`
        : sql`(j.female_candidate OR j.female_back_work_force)`,
  ];
  if (f.minExp !== undefined) extra.push(sql`j.max_exp >= ${f.minExp}`);
  if (f.maxExp !== undefined) extra.push(sql`j.min_exp <= ${f.maxExp}`);
  if (f.categoryIds?.length) extra.push(sql`j.category_id = ANY(${intArray(f.categoryIds)})`);
  const fa = f.functionalArea?.filter((id) => id !== 0);
  if (fa?.length) extra.push(sql`j.functional_area_id = ANY(${intArray(fa)})`);
  if (f.antifunctionalarea?.length)
    extra.push(
      sql`(j.functional_area_id IS NULL OR j.functional_area_id <> ALL(${intArray(f.antifunctionalarea)}))`,
    );
  if (f.centralisedCompanyIds?.length)
    extra.push(sql`j.company_id = ANY(${intArray(f.centralisedCompanyIds)})`);
  if (f.antiCentralisedCompanyIds?.length)
    extra.push(sql`(j.company_id IS NULL OR j.company_id <> ALL(${intArray(f.antiCentralisedCompanyIds)}))`);
  const where = feedWhere(vertical, { locIds: f.joblocationIds, extra });
  const [rows, total] = await Promise.all([
    q.rows<JobRow>(
      sql`SELECT ${FEED_COLUMNS} FROM jobs j WHERE ${where} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${size + 1} OFFSET ${start}`,
    ),
    countOf(q, sql`SELECT count(*) AS n FROM (SELECT 1 FROM jobs j WHERE ${where} LIMIT 10001) s`),
  ]);
  return { rows, total };
}

export const recruiterActiveJobs = (q: Queryable, recruiterId: number) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM jobs j WHERE j.recruiter_id = ${recruiterId} AND j.status = 1 AND j.expires_at > now()`,
  );

/** The recruiters of the newest 400 live jobs, with each job's posting date, newest first. */
export const latestPostings = (q: Queryable, vertical: Vertical) =>
  q.rows<{ recruiter_id: number; posted_at: Date | string }>(
    sql`SELECT j.recruiter_id, j.posted_at FROM jobs j WHERE ${feedWhere(vertical, {})}
          ORDER BY j.posted_at DESC, j.id DESC LIMIT 400`,
  );

/** Live jobs of each category of the vertical, counted up to 10,000. */
export const categoryJobCounts = async (q: Queryable, vertical: Vertical) =>
  new Map(
    (
      await q.rows<{ category_id: number; n: number | string }>(
        sql`SELECT c.id AS category_id, (SELECT count(*) FROM (SELECT 1 FROM jobs j WHERE ${feedWhere(vertical, {})}
            AND j.category_id = c.id LIMIT 10000) s) AS n FROM categories c WHERE c.vertical = ${vertical}`,
      )
    ).map((x) => [x.category_id, Number(x.n)]),
  );

/** Live jobs in each city of the vertical, counted up to 1,000. */
export const cityJobCounts = async (q: Queryable, vertical: Vertical) =>
  new Map(
    (
      await q.rows<{ id: number; n: number | string }>(
        sql`SELECT ci.id, (SELECT count(*) FROM (SELECT 1 FROM jobs j WHERE ${feedWhere(vertical, {})}
            AND j.city_ids && ARRAY[ci.id] LIMIT 1000) s) AS n FROM cities ci WHERE ci.vertical = ${vertical}`,
      )
    ).map((x) => [x.id, Number(x.n)]),
  );

interface BlogRow {
  id: number;
  title: string;
  slug: string;
  summary: string;
  image_url: string;
  url: string;
  author: string;
  published_at: Date | string;
  category_id: number | null;
}

/** The vertical's 10 newest blogs, of one category when given. */
export const latestBlogs = (q: Queryable, vertical: Vertical, categoryId: number | undefined) =>
  q.rows<BlogRow>(
    sql`SELECT id, title, slug, summary, image_url, url, author, published_at, category_id FROM blogs
          WHERE vertical = ${vertical} ${categoryId === undefined ? sql`` : sql`AND category_id = ${categoryId}`}
          ORDER BY published_at DESC, id DESC LIMIT 10`,
  );
