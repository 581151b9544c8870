/**
 * Feed queries. Every page is an index scan ordered by posting date (jobs_feed and friends) or, with a
 * keyword, a rank over a bounded candidate set: the newest CANDIDATES matches of the tsquery. Counts
 * are exact up to COUNT_CAP (1,000) and capped there, with `totalIsCapped: true`.
 */
import { EXPERIENCE_FILTERS, type ExperienceFilterId, POSTING_AGE_OPTIONS, toSlug } from '@jobsite/domain';
import type { JobFeedAnswer } from '@jobsite/domain/calls';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import type { Reference } from './reference.ts';

export const PAGE_SIZE = 20;
export const COUNT_CAP = 1_000;
const CANDIDATES = 2_000;

export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

export const FEED_COLUMNS =
  sql.raw(`j.id, j.title, j.company_id, j.confidential, j.recruiter_id, j.city_ids, j.min_exp,
  j.max_exp, j.min_salary, j.max_salary, j.hide_salary, j.tag_ids, j.category_id, j.posted_at, j.expires_at,
  j.female_candidate, j.female_back_work_force, j.differently_abled, j.ex_defence, j.work_from_home, j.apply_type,
  j.apply_url`);

export interface JobRow {
  id: number | string;
  title: string;
  company_id: number | null;
  confidential: boolean;
  recruiter_id: number;
  city_ids: number[];
  min_exp: number;
  max_exp: number;
  min_salary: number | null;
  max_salary: number | null;
  hide_salary: boolean;
  tag_ids: number[];
  category_id: number;
  posted_at: Date | string;
  expires_at: Date | string;
  female_candidate: boolean;
  female_back_work_force: boolean;
  differently_abled: boolean;
  ex_defence: boolean;
  work_from_home: boolean;
  apply_type: number;
  apply_url: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const lakhs = (n: number | null) => (n === null ? null : Math.round(n / 1000) / 100);

export function toFeedEntry(ref: Reference, r: JobRow) {
  const company = r.company_id === null ? undefined : ref.companies.get(r.company_id);
  const recruiter = ref.recruiters.get(r.recruiter_id);
  const category = ref.categories.get(r.category_id);
  const confidential = r.confidential || !company;
  return {
    id: Number(r.id),
    title: r.title,
    slug: toSlug(r.title),
    confidential,
    company: confidential || !company ? null : { id: company.id, name: company.name, slug: company.slug },
    companyLogo: confidential || !company ? null : company.logo,
    cities: r.city_ids.flatMap((id) => {
      const c = ref.cities.get(id);
      return c ? [{ id: c.id, name: c.name }] : [];
    }),
    minExp: r.min_exp,
    maxExp: r.max_exp,
    minSalary: r.hide_salary ? null : lakhs(r.min_salary),
    maxSalary: r.hide_salary ? null : lakhs(r.max_salary),
    hideSalary: r.hide_salary,
    tags: r.tag_ids.flatMap((id) => {
      const t = ref.tags.get(id);
      return t ? [{ id: t.id, name: t.name }] : [];
    }),
    postedAt: iso(r.posted_at),
    expiresAt: iso(r.expires_at),
    saved: 0 as const,
    applied: false,
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    recruiter: recruiter
      ? {
          id: recruiter.id,
          name: recruiter.name,
          designation: recruiter.designation,
          picUrl: recruiter.picUrl,
        }
      : { id: r.recruiter_id, name: '', designation: null, picUrl: null },
    femaleCandidate: r.female_candidate,
    femaleBackWorkForce: r.female_back_work_force,
    differentlyAbled: r.differently_abled,
    exDefence: r.ex_defence,
    workFromHome: r.work_from_home,
    applyType: r.apply_type === 2 ? ('external' as const) : ('internal' as const),
    applyUrl: r.apply_type === 2 ? (r.apply_url ?? '') : null,
  };
}

export interface FeedFilter {
  categoryId?: number | undefined;
  tags?: number[] | undefined;
  locIds?: number[] | undefined;
  exp?: number | undefined;
  postingAge?: string | undefined;
  companyId?: number | undefined;
  recruiterId?: number | undefined;
  /** Extra conditions on `j`. */
  extra?: SQL[];
}

/** The WHERE clause of a live job of this vertical matching the filters. */
export function feedWhere(vertical: Vertical, f: FeedFilter): SQL {
  const parts: SQL[] = [sql`j.vertical = ${vertical}`, sql`j.status = 1`, sql`j.expires_at > now()`];
  if (f.categoryId !== undefined) parts.push(sql`j.category_id = ${f.categoryId}`);
  if (f.tags?.length) parts.push(sql`j.tag_ids && ${intArray(f.tags)}`);
  if (f.locIds?.length) parts.push(sql`j.city_ids && ${intArray(f.locIds)}`);
  if (f.companyId !== undefined) parts.push(sql`j.company_id = ${f.companyId}`);
  if (f.recruiterId !== undefined) parts.push(sql`j.recruiter_id = ${f.recruiterId}`);
  if (f.exp !== undefined && f.exp !== 1) {
    const range = EXPERIENCE_FILTERS[f.exp as ExperienceFilterId];
    parts.push(sql`j.min_exp <= ${range.max} AND j.max_exp >= ${range.min}`);
  }
  const days = POSTING_AGE_OPTIONS.find((o) => o.value === f.postingAge)?.days;
  if (days) parts.push(sql`j.posted_at >= now() - make_interval(days => ${days})`);
  if (f.extra) parts.push(...f.extra);
  return sql.join(parts, sql` AND `);
}

async function cappedCount(db: Db, from: SQL): Promise<{ total: number; capped: boolean }> {
  const rows = await db.rows<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 ${from} LIMIT ${COUNT_CAP + 1}) s`,
  );
  const n = Number(rows[0]?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

function answer(
  ref: Reference,
  rows: JobRow[],
  page: number,
  count: { total: number; capped: boolean },
): JobFeedAnswer {
  const jobs = rows.slice(0, PAGE_SIZE).map((r) => toFeedEntry(ref, r));
  const hasMore = rows.length > PAGE_SIZE;
  const total = Math.max(count.total, page * PAGE_SIZE + jobs.length);
  return { jobs, totalJobs: total, hasMore, page, ...(count.capped ? { totalIsCapped: true } : {}) };
}

/** The latest jobs matching the filters (anonymous job feed, listings, recruiter and company feeds). */
export async function latestJobs(db: Db, ref: Reference, vertical: Vertical, f: FeedFilter, page: number) {
  const from = sql`FROM jobs j WHERE ${feedWhere(vertical, f)}`;
  const [rows, count] = await Promise.all([
    db.rows<JobRow>(
      sql`SELECT ${FEED_COLUMNS} ${from} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`,
    ),
    cappedCount(db, from),
  ]);
  return answer(ref, rows, page, count);
}

/** Keyword search: websearch syntax, ranked within the newest CANDIDATES matches, or by date. */
export async function searchJobs(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  keyword: string,
  f: FeedFilter,
  sort: 'relevance' | 'date',
  page: number,
) {
  const q = sql`websearch_to_tsquery('english', ${keyword})`;
  // No letter or digit: nothing to search for, so the latest jobs. (Only stop words: no match.)
  if (!/[\p{L}\p{N}]/u.test(keyword)) return latestJobs(db, ref, vertical, f, page);
  const where = sql`${feedWhere(vertical, f)} AND j.search @@ ${q}`;
  const from = sql`FROM jobs j WHERE ${where}`;
  const offset = page * PAGE_SIZE;
  const rows =
    sort === 'date'
      ? db.rows<JobRow>(
          sql`SELECT ${FEED_COLUMNS} ${from} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${offset}`,
        )
      : db.rows<JobRow>(sql`WITH c AS MATERIALIZED (
            SELECT ${FEED_COLUMNS}, j.search ${from} ORDER BY j.posted_at DESC LIMIT ${CANDIDATES})
          SELECT * FROM c j ORDER BY ts_rank(j.search, ${q}) DESC, j.posted_at DESC, j.id DESC
          LIMIT ${PAGE_SIZE + 1} OFFSET ${offset}`);
  const [list, count] = await Promise.all([rows, cappedCount(db, from)]);
  return answer(ref, list, page, count);
}
