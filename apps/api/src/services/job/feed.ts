/**
 * Feed queries. Every page is an index scan ordered by posting date (jobs_feed and friends) or, with a
 * keyword, a rank over a bounded candidate set: the newest CANDIDATES matches of the tsquery. Counts
 * are exact up to COUNT_CAP (1,000) and capped there, with `totalIsCapped: true`.
 */
import { EXPERIENCE_FILTERS, type ExperienceFilterId, POSTING_AGE_OPTIONS, toSlug } from '@jobsite/domain';
import type { JobFeedAnswer } from '@jobsite/domain/calls';
import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { accessTokenOf } from '../auth/guard.ts';
import { authenticate, type SessionSettings } from '../auth/sessions.ts';
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
    saved: 0 as 0 | 1,
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

/**
 * The signed-in seeker of a request, if any (bearer, else the token cookie). Never fails: an absent,
 * expired or foreign token reads as anonymous, so public feeds keep working for everyone.
 */
export async function optionalSeeker(
  db: Db,
  sessions: SessionSettings,
  vertical: Vertical,
  c: Context,
): Promise<number | undefined> {
  const token = accessTokenOf(c, vertical);
  if (!token) return undefined;
  const result = await authenticate(db, sessions, vertical, token);
  return result.ok ? result.seekerId : undefined;
}

/** What a seeker never sees in feeds and searches: hidden jobs, unfollowed recruiters, blocked companies. */
export function exclusionsFor(seekerId: number | undefined): SQL[] {
  if (seekerId === undefined) return [];
  return [
    sql`NOT EXISTS (SELECT 1 FROM hidden_jobs h WHERE h.seeker_id = ${seekerId} AND h.job_id = j.id)`,
    sql`NOT EXISTS (SELECT 1 FROM unfollowed_recruiters u WHERE u.seeker_id = ${seekerId} AND u.recruiter_id = j.recruiter_id)`,
    sql`(j.company_id IS NULL OR NOT EXISTS (SELECT 1 FROM seeker_profiles p WHERE p.seeker_id = ${seekerId}
          AND j.company_id = ANY(p.blocked_companies)))`,
  ];
}

/** Marks the jobs this seeker saved (`saved: 1`) and applied to (`applied: true`). */
export async function markOwn<T extends { id: number; saved: 0 | 1; applied: boolean }>(
  db: Db,
  seekerId: number | undefined,
  jobs: T[],
): Promise<T[]> {
  if (seekerId === undefined || jobs.length === 0) return jobs;
  const ids = intArray(jobs.map((j) => j.id));
  const [saved, applied] = await Promise.all([
    db.rows<{ job_id: number | string }>(
      sql`SELECT job_id FROM saved_jobs WHERE seeker_id = ${seekerId} AND job_id = ANY(${ids}::bigint[])`,
    ),
    db.rows<{ job_id: number | string }>(
      sql`SELECT job_id FROM applications WHERE seeker_id = ${seekerId} AND job_id = ANY(${ids}::bigint[])`,
    ),
  ]);
  const s = new Set(saved.map((r) => Number(r.job_id)));
  const a = new Set(applied.map((r) => Number(r.job_id)));
  return jobs.map((j) => ({ ...j, saved: s.has(j.id) ? 1 : 0, applied: a.has(j.id) }));
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
  if (sort === 'date') {
    const [list, count] = await Promise.all([
      db.rows<JobRow>(
        sql`SELECT ${FEED_COLUMNS} ${from} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${offset}`,
      ),
      cappedCount(db, from),
    ]);
    return answer(ref, list, page, count);
  }
  // Relevance ranks the newest CANDIDATES matches. Counting those candidates in the same pass answers
  // totalJobs (capped at COUNT_CAP, which is below CANDIDATES) without a second scan of the matches.
  // Ranking works on narrow rows (id, date, rank); only the page's jobs are read in full.
  const list = await db.rows<JobRow & { candidates: number | string }>(sql`WITH c AS MATERIALIZED (
      SELECT j.id, j.posted_at, ts_rank(j.search, ${q}) AS rank ${from}
      ORDER BY j.posted_at DESC LIMIT ${CANDIDATES}),
    top AS (
      SELECT id, rank, posted_at, count(*) OVER () AS candidates FROM c
      ORDER BY rank DESC, posted_at DESC, id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${offset})
    SELECT ${FEED_COLUMNS}, top.candidates FROM top JOIN jobs j ON j.id = top.id
    ORDER BY top.rank DESC, top.posted_at DESC, top.id DESC`);
  const candidates = list[0] ? Number(list[0].candidates) : null;
  const count =
    candidates !== null
      ? { total: Math.min(candidates, COUNT_CAP), capped: candidates > COUNT_CAP }
      : page === 0
        ? { total: 0, capped: false }
        : await cappedCount(db, from);
  return answer(ref, list, page, count);
}

/** What the personalised feed reads of a seeker's profile. */
export interface Preferences {
  tags: number[];
  locations: number[];
  functionalArea: number | null;
  /** Whole years of experience; `null` when the seeker has not said. */
  years: number | null;
  skills: string[];
}

export async function preferencesOf(db: Db, seekerId: number): Promise<Preferences> {
  const rows = await db.rows<{
    followed_tags: number[];
    personal: Record<string, unknown>;
    work: Record<string, unknown>;
    skills: string[];
  }>(sql`SELECT followed_tags, personal, work, skills FROM seeker_profiles WHERE seeker_id = ${seekerId}`);
  const row = rows[0];
  if (!row) return { tags: [], locations: [], functionalArea: null, years: null, skills: [] };
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? Math.trunc(x) : null);
  const preferred = Array.isArray(row.personal.preferredLocations) ? row.personal.preferredLocations : [];
  const locations = [num(row.personal.currentLocation), ...preferred.map(num)].filter(
    (x): x is number => x !== null,
  );
  const years = row.work.experienceStatus === 'fresher' ? 0 : num(row.work.experienceYear);
  return {
    tags: row.followed_tags,
    locations: [...new Set(locations)],
    functionalArea: num(row.work.functionalArea),
    years,
    skills: row.skills,
  };
}

export interface Reason {
  type: 'tag' | 'location' | 'functionalArea' | 'experience' | 'latest';
  text: string;
}

/** Why a job is in this seeker's feed, from the preferences it matches. */
function reasonsFor(
  ref: Reference,
  p: Preferences,
  job: JobRow & { functional_area_id?: number | null },
): Reason[] {
  const reasons: Reason[] = [];
  for (const id of job.tag_ids) {
    const t = p.tags.includes(id) ? ref.tags.get(id) : undefined;
    if (t) reasons.push({ type: 'tag', text: `You follow ${t.name}` });
  }
  for (const id of job.city_ids) {
    const c = p.locations.includes(id) ? ref.cities.get(id) : undefined;
    if (c) reasons.push({ type: 'location', text: `In ${c.name}, a location you prefer` });
  }
  if (p.functionalArea !== null && job.functional_area_id === p.functionalArea) {
    const fa = ref.functionalAreas.get(p.functionalArea);
    reasons.push({ type: 'functionalArea', text: `In your functional area${fa ? `, ${fa.name}` : ''}` });
  }
  if (p.years !== null && job.min_exp <= p.years && job.max_exp >= p.years) {
    reasons.push({
      type: 'experience',
      text: `Fits your ${p.years} year${p.years === 1 ? '' : 's'} of experience`,
    });
  }
  if (reasons.length === 0) reasons.push({ type: 'latest', text: 'Among the latest jobs' });
  return reasons;
}

/**
 * The signed-in job feed. Without a category, tag or location filter it holds the live jobs matching at
 * least one followed tag, preferred or current location, or the functional area, within the seeker's
 * experience when known; the newest CANDIDATES of them are ranked by how many of those match, then by
 * date. A seeker with no preferences gets the latest jobs. Each job carries its `reasons`.
 */
export async function personalFeed(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  seekerId: number,
  f: FeedFilter,
  page: number,
) {
  const p = await preferencesOf(db, seekerId);
  const explicit = f.categoryId !== undefined || Boolean(f.tags?.length) || Boolean(f.locIds?.length);
  const hasPrefs = p.tags.length > 0 || p.locations.length > 0 || p.functionalArea !== null;
  const extra = [...(f.extra ?? []), ...exclusionsFor(seekerId)];
  const tagMatch = sql`(j.tag_ids && ${intArray(p.tags)})`;
  const locMatch = sql`(j.city_ids && ${intArray(p.locations)})`;
  const faMatch = sql`(j.functional_area_id IS NOT NULL AND j.functional_area_id = ${p.functionalArea ?? -1})`;
  if (!explicit && hasPrefs) {
    extra.push(sql`(${tagMatch} OR ${locMatch} OR ${faMatch})`);
    if (p.years !== null && f.exp === undefined)
      extra.push(sql`j.min_exp <= ${p.years} AND j.max_exp >= ${p.years}`);
  }
  const from = sql`FROM jobs j WHERE ${feedWhere(vertical, { ...f, extra })}`;
  const score = sql`(${tagMatch})::int + (${locMatch})::int + (${faMatch})::int`;
  const [rows, count] = await Promise.all([
    db.rows<JobRow & { functional_area_id: number | null }>(sql`WITH c AS MATERIALIZED (
          SELECT ${FEED_COLUMNS}, j.functional_area_id ${from} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${CANDIDATES})
        SELECT * FROM c j ORDER BY ${score} DESC, j.posted_at DESC, j.id DESC
        LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`),
    cappedCount(db, from),
  ]);
  const base = answer(ref, rows, page, count);
  const jobs = await markOwn(db, seekerId, base.jobs);
  return {
    ...base,
    personalised: !explicit && hasPrefs,
    jobs: jobs.map((job, i) => ({ ...job, reasons: reasonsFor(ref, p, rows[i] as (typeof rows)[number]) })),
  };
}
