/** Queries of the company calls: the company list and search, a company's data, its live job counts. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { containsPattern, firstRow } from '../../query.ts';
import { intArray, PAGE_SIZE } from './feed.ts';

/** Live jobs of each of these companies. */
export async function activeJobCounts(q: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await q.rows<{ company_id: number; n: number | string }>(
    sql`SELECT company_id, count(*) AS n FROM jobs j
        WHERE j.company_id = ANY(${intArray(ids)}) AND j.status = 1 AND j.expires_at > now() GROUP BY company_id`,
  );
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}

/**
 * A page of the vertical's company ids (one more than a page, to tell whether more follow): by name, or
 * with `text` those whose name contains it or is like it (trigram), most similar first.
 */
export async function companyIdsPage(q: Queryable, vertical: Vertical, text: string, page: number) {
  const filter = text ? sql`AND (name ILIKE ${containsPattern(text)} OR name % ${text})` : sql``;
  const order = text ? sql`similarity(name, ${text}) DESC, name` : sql`name`;
  const rows = await q.rows<{ id: number }>(
    sql`SELECT id FROM companies WHERE vertical = ${vertical} ${filter} ORDER BY ${order}, id
        LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`,
  );
  return rows.map((r) => r.id);
}

export const companyRow = (q: Queryable, companyId: number) =>
  firstRow<{
    id: number;
    name: string;
    slug: string;
    logo: string;
    about: string;
    website: string;
    employees: string;
    industry_id: number | null;
    perks: string[];
    benefits: string[];
  }>(
    q,
    sql`SELECT id, name, slug, logo, about, website, employees, industry_id, perks, benefits FROM companies WHERE id = ${companyId}`,
  );

export const perksAndBenefits = (q: Queryable, vertical: Vertical, companyId: number) =>
  firstRow<{ perks: string[]; benefits: string[] }>(
    q,
    sql`SELECT perks, benefits FROM companies WHERE id = ${companyId} AND vertical = ${vertical}`,
  );
