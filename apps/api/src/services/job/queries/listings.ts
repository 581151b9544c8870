/**
 * Queries of the listing calls beside the feeds: jobs for women, similar jobs, recruiters, the sitemap's
 * and cities' job counts, and blogs.
 */
import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { blogs, categories, cities, jobs } from '../../../db/schema.ts';
import { FEED_FIELDS, feedWhere, intArray, feedJobs as j, jobCount } from './feed.ts';

/** The tags of a job of the vertical (undefined: no such job). */
export const jobTagIds = async (q: Queryable, vertical: Vertical, jobId: number) =>
  (
    await q.orm
      .select({ tagIds: jobs.tagIds })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.vertical, vertical)))
  )[0]?.tagIds;

/**
 * How many jobs `where` picks, counted up to `cap`: `SELECT count(*) FROM (SELECT 1 ... LIMIT cap)`,
 * which stops reading at the cap.
 */
const countUpTo = (q: Queryable, where: SQL | undefined, cap: number) =>
  q.orm.select({ n: count() }).from(
    q.orm
      .select({ one: sql`1`.as('one') })
      .from(j)
      .where(where)
      .limit(cap)
      .as('s'),
  );

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
  const [rows, counted] = await Promise.all([
    q.orm
      .select(FEED_FIELDS)
      .from(j)
      .where(where)
      .orderBy(desc(j.postedAt), desc(j.id))
      .limit(size + 1)
      .offset(start),
    countUpTo(q, where, 10001),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export const recruiterActiveJobs = (q: Queryable, recruiterId: number) =>
  jobCount(q, and(eq(j.recruiterId, recruiterId), eq(j.status, sql`1`), gt(j.expiresAt, sql`now()`)));

/** The recruiters of the newest 400 live jobs, with each job's posting date, newest first. */
export const latestPostings = (q: Queryable, vertical: Vertical) =>
  q.orm
    .select({ recruiterId: j.recruiterId, postedAt: j.postedAt })
    .from(j)
    .where(feedWhere(vertical, {}))
    .orderBy(desc(j.postedAt), desc(j.id))
    .limit(400);

/** Live jobs of each category of the vertical, counted up to 10,000. */
export const categoryJobCounts = async (q: Queryable, vertical: Vertical) =>
  new Map(
    (
      await q.orm
        .select({
          categoryId: categories.id,
          n: sql`${countUpTo(q, and(feedWhere(vertical, {}), eq(j.categoryId, categories.id)), 10000)}`.mapWith(
            Number,
          ),
        })
        .from(categories)
        .where(eq(categories.vertical, vertical))
    ).map((x) => [x.categoryId, x.n]),
  );

/** Live jobs in each city of the vertical, counted up to 1,000. */
export const cityJobCounts = async (q: Queryable, vertical: Vertical) =>
  new Map(
    (
      await q.orm
        .select({
          id: cities.id,
          n: sql`${countUpTo(q, and(feedWhere(vertical, {}), sql`${j.cityIds} && ARRAY[${cities.id}]`), 1000)}`.mapWith(
            Number,
          ),
        })
        .from(cities)
        .where(eq(cities.vertical, vertical))
    ).map((x) => [x.id, x.n]),
  );

/** The vertical's 10 newest blogs, of one category when given. */
export const latestBlogs = (q: Queryable, vertical: Vertical, categoryId: number | undefined) =>
  q.orm
    .select({
      id: blogs.id,
      title: blogs.title,
      slug: blogs.slug,
      summary: blogs.summary,
      imageUrl: blogs.imageUrl,
      url: blogs.url,
      author: blogs.author,
      publishedAt: blogs.publishedAt,
      categoryId: blogs.categoryId,
    })
    .from(blogs)
    .where(
      and(
        eq(blogs.vertical, vertical),
        categoryId === undefined ? undefined : eq(blogs.categoryId, categoryId),
      ),
    )
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(10);
