/** Queries of the company calls: the company list and search, a company's data, its live job counts. */
import { and, asc, count, desc, eq, gt, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { companies } from '../../../db/schema.ts';
import { containsPattern } from '../../query.ts';
import { intArray, feedJobs as j, PAGE_SIZE } from './feed.ts';

/** Live jobs of each of these companies. */
export async function activeJobCounts(q: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await q.orm
    .select({ companyId: j.companyId, n: count() })
    .from(j)
    .where(
      and(
        sql`${j.companyId} = ANY(${intArray(ids)})`,
        eq(j.status, sql`1`), // a literal, as the partial index jobs_company_feed says it
        gt(j.expiresAt, sql`now()`),
      ),
    )
    .groupBy(j.companyId);
  return new Map(rows.flatMap((r) => (r.companyId === null ? [] : [[r.companyId, r.n]])));
}

/** How recently a company must have posted to be among those hiring now. */
const ACTIVE_WITHIN_DAYS = 30;

/**
 * The vertical's companies hiring now: those with a live job posted in the last 30 days, most live jobs
 * first, then the one that posted last (decision 0092). Confidential jobs name no company and count for
 * none. Reads the vertical's live jobs through `jobs_feed`; the caller caches the ranking.
 */
export async function companiesByLiveJobs(q: Queryable, vertical: Vertical) {
  const latest = sql<Date>`max(${j.postedAt})`;
  return q.orm
    .select({ id: j.companyId, jobs: count() })
    .from(j)
    .where(
      and(
        eq(j.vertical, vertical),
        eq(j.status, sql`1`),
        gt(j.expiresAt, sql`now()`),
        isNotNull(j.companyId),
      ),
    )
    .groupBy(j.companyId)
    .having(sql`${latest} > now() - make_interval(days => ${ACTIVE_WITHIN_DAYS})`)
    .orderBy(desc(count()), desc(latest), asc(j.companyId))
    .then((rows) => rows.flatMap(({ id, jobs }) => (id === null ? [] : [{ id, jobs }])));
}

/**
 * A page of the vertical's company ids (one more than a page, to tell whether more follow): by name, or
 * with `text` those whose name contains it or is like it (trigram), most similar first.
 */
export async function companyIdsPage(q: Queryable, vertical: Vertical, text: string, page: number) {
  const rows = await q.orm
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.vertical, vertical),
        text ? or(ilike(companies.name, containsPattern(text)), sql`${companies.name} % ${text}`) : undefined,
      ),
    )
    .orderBy(
      ...(text ? [desc(sql`similarity(${companies.name}, ${text})`)] : []),
      asc(companies.name),
      asc(companies.id),
    )
    .limit(PAGE_SIZE + 1)
    .offset(page * PAGE_SIZE);
  return rows.map((r) => r.id);
}

export const companyRow = async (q: Queryable, companyId: number) =>
  (
    await q.orm
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        logo: companies.logo,
        about: companies.about,
        website: companies.website,
        employees: companies.employees,
        industryId: companies.industryId,
        perks: companies.perks,
        benefits: companies.benefits,
      })
      .from(companies)
      .where(eq(companies.id, companyId))
  )[0];

export const perksAndBenefits = async (q: Queryable, vertical: Vertical, companyId: number) =>
  (
    await q.orm
      .select({ perks: companies.perks, benefits: companies.benefits })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.vertical, vertical)))
  )[0];
