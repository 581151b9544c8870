/**
 * Feed queries. Every page is an index scan ordered by posting date (jobs_feed and friends) or, with a
 * keyword, a rank over a bounded candidate set: the newest CANDIDATES matches of the tsquery. Counts
 * are exact up to COUNT_CAP (1,000) and capped there. The text of these queries is tuned to the indexes
 * (drizzle/0003_search_speed.sql): change it only with the plans in front of you.
 */
import {
  EXPERIENCE_FILTERS,
  type ExperienceFilterId,
  POSTING_AGE_OPTIONS,
  SALARY_BANDS,
  WORK_MODES,
} from '@jobsite/domain';
import { and, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { applications, jobs, savedJobs, seekerProfiles } from '../../../db/schema.ts';

/** The jobs table as `j`, the name the feed's conditions (`feedWhere` and the like) give it. */
export const feedJobs = alias(jobs, 'j');
const j = feedJobs;

export const PAGE_SIZE = 20;
export const COUNT_CAP = 1_000;
export const CANDIDATES = 2_000;
/**
 * ts_rank's weights of a match in the description (D), company (C), skills (B) and title (A). A word in
 * the title or skills says what the job is; one in the description (where "CA or CFA a plus" holds
 * "CA") says little, so it counts a tenth of the default.
 */
const RANK_WEIGHTS = sql.raw(`'{0.01,0.1,0.4,1}'::float4[]`);

export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** What a feed entry shows of a job (`toFeedEntry` in feed.ts). */
export const FEED_FIELDS = {
  id: j.id,
  title: j.title,
  companyId: j.companyId,
  confidential: j.confidential,
  recruiterId: j.recruiterId,
  cityIds: j.cityIds,
  minExp: j.minExp,
  maxExp: j.maxExp,
  minSalary: j.minSalary,
  maxSalary: j.maxSalary,
  hideSalary: j.hideSalary,
  tagIds: j.tagIds,
  categoryId: j.categoryId,
  postedAt: j.postedAt,
  expiresAt: j.expiresAt,
  femaleCandidate: j.femaleCandidate,
  femaleBackWorkForce: j.femaleBackWorkForce,
  differentlyAbled: j.differentlyAbled,
  exDefence: j.exDefence,
  workFromHome: j.workFromHome,
  applyType: j.applyType,
  applyUrl: j.applyUrl,
};

/** A row of FEED_FIELDS. */
export type JobRow = Pick<typeof jobs.$inferSelect, keyof typeof FEED_FIELDS>;

/** FEED_FIELDS in the hand-written SQL of the ranked search, under the columns' own names. */
const FEED_COLUMNS =
  sql.raw(`j.id, j.title, j.company_id, j.confidential, j.recruiter_id, j.city_ids, j.min_exp,
  j.max_exp, j.min_salary, j.max_salary, j.hide_salary, j.tag_ids, j.category_id, j.posted_at, j.expires_at,
  j.female_candidate, j.female_back_work_force, j.differently_abled, j.ex_defence, j.work_from_home, j.apply_type,
  j.apply_url`);

export interface FeedFilter {
  categoryId?: number | undefined;
  tags?: number[] | undefined;
  locIds?: number[] | undefined;
  exp?: number | undefined;
  postingAge?: string | undefined;
  companyId?: number | undefined;
  recruiterId?: number | undefined;
  /** Salary band (`SALARY_BANDS`' value). */
  salary?: string | undefined;
  /** Work mode (`WORK_MODES`' value). */
  mode?: string | undefined;
  /** A company the jobs name (not a confidential job of it, whose company is not shown). */
  company?: number | undefined;
  /** Extra conditions on `j`. */
  extra?: SQL[];
}

/** The experience filter `f` applies, if any: "any" (id 1) filters nothing. */
const experienceFilter = (f: FeedFilter): ExperienceFilterId | undefined =>
  f.exp !== undefined && f.exp !== 1 ? (f.exp as ExperienceFilterId) : undefined;

/** A salary band's condition: the job shows its pay, and its range meets the band's. */
function salaryCondition(band: (typeof SALARY_BANDS)[number]): SQL {
  const atLeast = sql`NOT j.hide_salary AND j.max_salary >= ${band.min * 100_000}`;
  return band.max === null ? atLeast : sql`${atLeast} AND j.min_salary < ${band.max * 100_000}`;
}

/** The conditions of the filters a listing counts its options for (its facets), by filter. */
export function facetConditions(f: FeedFilter) {
  const exp = experienceFilter(f);
  const range = exp === undefined ? undefined : EXPERIENCE_FILTERS[exp];
  const days = POSTING_AGE_OPTIONS.find((o) => o.value === f.postingAge)?.days;
  const band = SALARY_BANDS.find((b) => b.value === f.salary);
  const mode = WORK_MODES.find((m) => m.value === f.mode)?.value;
  return {
    cities: f.locIds?.length ? sql`j.city_ids && ${intArray(f.locIds)}` : undefined,
    experience: range ? sql`j.min_exp <= ${range.max} AND j.max_exp >= ${range.min}` : undefined,
    postingAge: days ? sql`j.posted_at >= now() - make_interval(days => ${days})` : undefined,
    salary: band ? salaryCondition(band) : undefined,
    mode:
      mode === undefined ? undefined : mode === 'remote' ? sql`j.work_from_home` : sql`NOT j.work_from_home`,
    companies: f.company !== undefined ? sql`j.company_id = ${f.company} AND NOT j.confidential` : undefined,
  };
}

/** The filter without the filters a listing counts its options for. */
export const withoutFacets = (f: FeedFilter): FeedFilter => ({
  ...f,
  locIds: undefined,
  exp: undefined,
  postingAge: undefined,
  salary: undefined,
  mode: undefined,
  company: undefined,
});

/** The WHERE clause of a live job of this vertical matching the filters. */
export function feedWhere(vertical: Vertical, f: FeedFilter): SQL {
  const parts: SQL[] = [sql`j.vertical = ${vertical}`, sql`j.status = 1`, sql`j.expires_at > now()`];
  if (f.categoryId !== undefined) parts.push(sql`j.category_id = ${f.categoryId}`);
  if (f.tags?.length) parts.push(sql`j.tag_ids && ${intArray(f.tags)}`);
  if (f.companyId !== undefined) parts.push(sql`j.company_id = ${f.companyId}`);
  if (f.recruiterId !== undefined) parts.push(sql`j.recruiter_id = ${f.recruiterId}`);
  for (const condition of Object.values(facetConditions(f))) if (condition) parts.push(condition);
  if (f.extra) parts.push(...f.extra);
  return sql.join(parts, sql` AND `);
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

/** Jobs the seeker has not applied to. */
export const notApplied = (seekerId: number): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM applications a WHERE a.seeker_id = ${seekerId} AND a.job_id = j.id)`;

/** Which of these jobs the seeker saved and which they applied to. */
export async function ownMarks(q: Queryable, seekerId: number, jobIds: readonly number[]) {
  const ids = [...jobIds];
  const [saved, applied, plan] = await Promise.all([
    q.orm
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.seekerId, seekerId), inArray(savedJobs.jobId, ids))),
    q.orm
      .select({
        jobId: applications.jobId,
        early: sql<boolean | null>`(${applications.extras}->>'earlyApplicant')::boolean`,
      })
      .from(applications)
      .where(and(eq(applications.seekerId, seekerId), inArray(applications.jobId, ids))),
    q.orm
      .select({ active: sql<boolean | null>`${seekerProfiles.earlyApplicantUntil} > now()` })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.seekerId, seekerId)),
  ]);
  return {
    saved: new Set(saved.map((r) => r.jobId)),
    applied: new Set(applied.map((r) => r.jobId)),
    /** The applications that carry the early-applicant mark (decision 0031). */
    appliedEarly: new Set(applied.filter((r) => r.early === true).map((r) => r.jobId)),
    /** Whether the seeker's early-applicant plan runs now. */
    earlyApplicantPlan: plan[0]?.active === true,
  };
}

export interface CappedCount {
  total: number;
  capped: boolean;
}

/**
 * The count of the rows of `from`, exact up to COUNT_CAP. With `newestFirst` it walks them newest first,
 * which the feed indexes answer without the table (they hold the expiry): only for filters those
 * indexes hold, or the walk would read rows the filter then drops.
 */
async function cappedCount(q: Queryable, where: SQL, newestFirst = false): Promise<CappedCount> {
  const matching = q.orm
    .select({ one: sql`1`.as('one') })
    .from(j)
    .where(where)
    .orderBy(...(newestFirst ? [desc(j.postedAt)] : []))
    .limit(COUNT_CAP + 1)
    .as('s');
  const n = (await q.orm.select({ n: count() }).from(matching))[0]?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/** How many jobs `where` picks (`$count` cannot count an aliased table: it would name `j` as the table). */
export const jobCount = async (q: Queryable, where: SQL | undefined) =>
  (await q.orm.select({ n: count() }).from(j).where(where))[0]?.n ?? 0;

/** A page of the jobs `where` picks, newest first, and one more to tell whether more follow. */
const newestPage = (q: Queryable, where: SQL | undefined, page: number) =>
  q.orm
    .select(FEED_FIELDS)
    .from(j)
    .where(where)
    .orderBy(desc(j.postedAt), desc(j.id))
    .limit(PAGE_SIZE + 1)
    .offset(page * PAGE_SIZE);

/** A page of the jobs `where` picks, newest first, with their exact (uncapped) count. */
export async function newestPageCounted(q: Queryable, where: SQL | undefined, page: number) {
  const [rows, total] = await Promise.all([newestPage(q, where, page), jobCount(q, where)]);
  return { rows, total };
}

/** Whether the feed indexes (vertical, category, posting date, expiry) hold every condition of `f`. */
const indexedFeed = (f: FeedFilter) =>
  !f.tags?.length &&
  !f.locIds?.length &&
  f.companyId === undefined &&
  f.company === undefined &&
  f.salary === undefined &&
  f.mode === undefined &&
  f.recruiterId === undefined &&
  experienceFilter(f) === undefined &&
  !f.extra?.length;

/** A page of the newest live jobs matching the filters, and their capped count. */
export async function newestJobs(q: Queryable, vertical: Vertical, f: FeedFilter, page: number) {
  const where = feedWhere(vertical, f);
  const [rows, count] = await Promise.all([
    newestPage(q, where, page),
    cappedCount(q, where, indexedFeed(f)),
  ]);
  return { rows, count };
}

/**
 * What a search looks for: the seeker's keyword, and its meaning as groups of alternatives (synonyms and
 * spelling corrections, `searchTerms` of `@jobsite/domain/search-terms`), or `null` to read the keyword
 * in websearch syntax as written.
 */
export interface SearchText {
  keyword: string;
  terms: string[][] | null;
}

/**
 * The query `q` asked of the title and skills only: each of its words labelled with their weights (A and
 * B). It answers what `ts_filter(search, '{a,b}') @@ q` does, without building a filtered vector per row.
 */
export const titleOrSkills = (q: SQL) =>
  sql`regexp_replace((${q})::text, '(''(?:[^'']|'''')*'')(?::(\\*))?', '\\1:\\2AB', 'g')::tsquery`;

/** The text-search query of a search: every group matches, by any of its phrases. */
function tsqueryOf({ keyword, terms }: SearchText): SQL {
  if (terms === null) return sql`websearch_to_tsquery('english', ${keyword})`;
  if (terms.length === 0) return sql`''::tsquery`;
  const group = (alternatives: string[]) =>
    sql`(${sql.join(
      alternatives.map((a) => sql`phraseto_tsquery('english', ${a})`),
      sql` || `,
    )})`;
  return sql`(${sql.join(terms.map(group), sql` && `)})`;
}

/**
 * A word the text index cannot tell from others: its parser drops `+`, `#`, `&` and a leading `.` ("c++"
 * and "c#" are both "c", "m&a" is "m", ".net" is "net"). "node.js" and "ci/cd" it keeps whole.
 */
const BLURRED = /[+#&]|^\./;

/** What the index reads of a job, as written and in lowercase: where a blurred word must stand. */
const JOB_TEXT = sql`lower(concat_ws(' ', j.title, j.tag_text, j.company_name, left(j.description, 2000)))`;

/**
 * The text index answers a blurred word's phrase for every job holding its letters ("c++" for every job
 * with "C", "C#" or "C++"): a group with such a phrase matches by it only where the job's text also holds
 * each blurred word as written. It tests a plain substring: a regular expression for the word's edges
 * cost three times as much, and the index already asks for the word's letters as a word of their own.
 * `undefined` when no group has one.
 */
function writtenWords({ terms }: SearchText): SQL | undefined {
  const blurred = (terms ?? []).filter((g) => g.some((a) => a.split(' ').some((w) => BLURRED.test(w))));
  if (blurred.length === 0) return undefined;
  const alternative = (a: string) => {
    const words = a.split(' ').filter((w) => BLURRED.test(w));
    const phrase = sql`j.search @@ phraseto_tsquery('english', ${a})`;
    if (words.length === 0) return phrase;
    return sql`(${phrase} AND ${sql.join(
      words.map((w) => sql`strpos(${JOB_TEXT}, ${w}) > 0`),
      sql` AND `,
    )})`;
  };
  return sql.join(
    blurred.map((g) => sql`(${sql.join(g.map(alternative), sql` OR `)})`),
    sql` AND `,
  );
}

/**
 * Jobs matching the search and the filters. `j.listed` lets the search index, which holds only listed
 * jobs (migration 0017), answer it; `feedWhere`'s own status and expiry conditions still decide.
 */
export function searchFrom(vertical: Vertical, text: SearchText, f: FeedFilter) {
  const q = tsqueryOf(text);
  const written = writtenWords(text);
  // The index holds the experience filters each job meets (migration 0018), so it keeps only the rows
  // within one; `feedWhere`'s own range condition says the same.
  const exp = experienceFilter(f);
  const experience =
    exp !== undefined ? sql` AND job_experience_keys(j.min_exp, j.max_exp) && ${intArray([exp])}` : sql``;
  // It holds the work-mode and salary filters' keys too (migration 0023).
  const keys = filterKeys(f);
  const filters = keys.length > 0 ? sql` AND ${FILTER_KEYS} @> ${intArray(keys)}` : sql``;
  const where = sql`${feedWhere(vertical, f)} AND j.listed AND j.search @@ ${q}${experience}${filters}${
    written ? sql` AND ${written}` : sql``
  }`;
  return { q, where };
}

/** The search index's keys of a job's work mode and salary bands (`job_filter_keys`, migration 0023). */
export const FILTER_KEYS = sql`job_filter_keys(j.work_from_home, j.hide_salary, j.min_salary, j.max_salary)`;

/** The key of a work mode (`WORK_MODES`' value) in `job_filter_keys`: 1 in the office, 2 from home. */
const modeKey = (mode: 'office' | 'remote') => (mode === 'remote' ? 2 : 1);

/** The key of a salary band (`SALARY_BANDS`' value) in `job_filter_keys`: 10 + its place in the list. */
const bandKey = (value: string) => {
  const i = SALARY_BANDS.findIndex((b) => b.value === value);
  return i < 0 ? undefined : 10 + i;
};

/** The keys `job_filter_keys` holds for a job meeting the work-mode and salary filters of `f`. */
export function filterKeys(f: FeedFilter): number[] {
  const mode = WORK_MODES.find((m) => m.value === f.mode)?.value;
  const band = f.salary === undefined ? undefined : bandKey(f.salary);
  return [...(mode ? [modeKey(mode)] : []), ...(band !== undefined ? [band] : [])];
}

/**
 * The windows of posting days a keyword search may read before all time (decisions 0046 and 0057), in
 * days back from today: it probes the shortest, then sizes a window from what the probe found, up to the
 * longest. The search index holds each job's posting day beside its text, so a window reads only the rows
 * of its days.
 */
export const PROBE_DAYS = 1;
export const LONGEST_WINDOW_DAYS = 30;

/**
 * The search index's keys of a job's posting day (`job_window_keys`, migrations 0018 and 0019): the blocks
 * of 1, 2, 4, 8, 16 and 32 days that hold it, each aligned on its own size; level `k`'s key is
 * `verticalKey(vertical) + k * DAY_KEY_LEVEL + (day >> k)`.
 */
const DAY_KEY_LEVELS = 6;
const DAY_KEY_LEVEL = 1_000_000;

/**
 * The offset of a vertical's day keys (`job_vertical_key`, migration 0019): the code of its id's first
 * letter times ten million, so a window's keys are one vertical's. A lowercase letter's offset is at most
 * 1,220,000,000 and a day key stays below 5,010,000 for centuries, so every key fits the index's integers.
 */
export const verticalKey = (vertical: Vertical) => vertical.charCodeAt(0) * 10_000_000;

/**
 * The day keys covering the days `from` to `to` (days since 1970-01-01, both included), each day once:
 * from the first day on, each step takes the largest block that starts there and ends within the range.
 */
export function dayKeys(from: number, to: number): number[] {
  const keys: number[] = [];
  for (let day = from; day <= to; ) {
    let level = DAY_KEY_LEVELS - 1;
    while (level > 0 && (day % 2 ** level !== 0 || day + 2 ** level - 1 > to)) level--;
    keys.push(level * DAY_KEY_LEVEL + Math.floor(day / 2 ** level));
    day += 2 ** level;
  }
  return keys;
}

/**
 * The vertical's jobs posted today or on one of the `days` days before, by the search index's posting
 * day (UTC), and tomorrow's, so a clock a little ahead of this one loses no job.
 */
export function postedWithin(vertical: Vertical, days: number, now = Date.now()): SQL {
  const tomorrow = Math.floor(now / 86_400_000) + 1;
  const keys = dayKeys(tomorrow - days - 1, tomorrow).map((key) => verticalKey(vertical) + key);
  return sql`job_window_keys(j.vertical, j.posted_day) && ${intArray(keys)}`;
}

/** A page of the keyword's matches, newest first, and their capped count. */
export async function searchByDate(
  q: Queryable,
  vertical: Vertical,
  text: SearchText,
  f: FeedFilter,
  page: number,
) {
  const { where } = searchFrom(vertical, text, f);
  const [rows, count] = await Promise.all([newestPage(q, where, page), cappedCount(q, where)]);
  return { rows, count };
}

/**
 * A page of the keyword's matches by rank within its newest CANDIDATES matches. Each row carries the
 * number of candidates, which answers the count (capped at COUNT_CAP, below CANDIDATES) without a
 * second scan of the matches. Ranking works on narrow rows (id, date, rank); only the page's jobs are
 * read in full.
 */
export function searchByRank(
  q: Queryable,
  vertical: Vertical,
  text: SearchText,
  f: FeedFilter,
  page: number,
) {
  const { q: tsquery, where } = searchFrom(vertical, text, f);
  const offset = page * PAGE_SIZE;
  // asserted: ranked search over the search index (a materialized CTE and a window); its plan is tested in listed.test.ts
  return q.rows<RankedRow>(sql`WITH c AS MATERIALIZED (
      SELECT j.id, j.posted_at,
        (j.search @@ ${titleOrSkills(tsquery)})::int + ts_rank(${RANK_WEIGHTS}, j.search, ${tsquery}) AS rank
      FROM jobs j WHERE ${where}
      ORDER BY j.posted_at DESC LIMIT ${CANDIDATES}),
    top AS (
      SELECT id, rank, posted_at, count(*) OVER () AS candidates FROM c
      ORDER BY rank DESC, posted_at DESC, id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${offset})
    SELECT ${FEED_COLUMNS}, top.candidates FROM top JOIN jobs j ON j.id = top.id
    ORDER BY top.rank DESC, top.posted_at DESC, top.id DESC`);
}

/** A row of `searchByRank` as the driver answers it: FEED_FIELDS under the columns' names. */
interface RankedRow {
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
  /** How many matches the page was ranked among. */
  candidates: number | string;
}

/** A row of `searchByRank` as the builder answers FEED_FIELDS, with the number of candidates. */
export const rankedJobRow = (r: RankedRow): JobRow & { candidates: number } => ({
  id: Number(r.id),
  title: r.title,
  companyId: r.company_id,
  confidential: r.confidential,
  recruiterId: r.recruiter_id,
  cityIds: r.city_ids,
  minExp: r.min_exp,
  maxExp: r.max_exp,
  minSalary: r.min_salary,
  maxSalary: r.max_salary,
  hideSalary: r.hide_salary,
  tagIds: r.tag_ids,
  categoryId: r.category_id,
  postedAt: new Date(r.posted_at),
  expiresAt: new Date(r.expires_at),
  femaleCandidate: r.female_candidate,
  femaleBackWorkForce: r.female_back_work_force,
  differentlyAbled: r.differently_abled,
  exDefence: r.ex_defence,
  workFromHome: r.work_from_home,
  applyType: r.apply_type,
  applyUrl: r.apply_url,
  candidates: Number(r.candidates),
});

/** The capped count of the keyword's matches. */
export const searchCount = (q: Queryable, vertical: Vertical, text: SearchText, f: FeedFilter) =>
  cappedCount(q, searchFrom(vertical, text, f).where);

/** What the personalised feed reads of a seeker's profile. */
export const preferenceRow = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select({
        followedTags: seekerProfiles.followedTags,
        personal: seekerProfiles.personal,
        work: seekerProfiles.work,
        skills: seekerProfiles.skills,
      })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.seekerId, seekerId))
  )[0];

/** What the personalised feed looks for (decision 0066): the seeker's preferences and experience. */
export interface Wants {
  /** Followed tags and the tags of the profile's skills. */
  tags: number[];
  /** Current and preferred cities. */
  cities: number[];
  functionalArea: number | null;
  /** Whole years of experience; `null` when the seeker has not said. */
  years: number | null;
}

/** How many years outside a job's range the job is still within a seeker's reach. */
export const EXPERIENCE_REACH = 2;

/**
 * The personalised feed's conditions beside the filters of `f` (decision 0066), by kind: each kind of
 * preference the seeker stated and no filter of `f` sets (`where`: a preferred city, or from home;
 * `what`: a wanted tag, or the functional area), and, when the seeker's years are known and no
 * experience filter is set, that the job's range is within their reach (`years`).
 */
function wantedParts(w: Wants, f: FeedFilter): { where?: SQL; what?: SQL; years?: SQL } {
  const parts: { where?: SQL; what?: SQL; years?: SQL } = {};
  if (w.cities.length > 0 && !f.locIds?.length)
    parts.where = sql`(j.city_ids && ${intArray(w.cities)} OR j.work_from_home)`;
  const what: SQL[] = [];
  const named = f.categoryId !== undefined || Boolean(f.tags?.length);
  if (w.tags.length > 0 && !named) what.push(sql`j.tag_ids && ${intArray(w.tags)}`);
  if (w.functionalArea !== null && !named) what.push(sql`j.functional_area_id = ${w.functionalArea}`);
  if (what.length > 0) parts.what = sql`(${sql.join(what, sql` OR `)})`;
  if (w.years !== null && experienceFilter(f) === undefined)
    parts.years = sql`j.min_exp <= ${w.years + EXPERIENCE_REACH} AND j.max_exp >= ${w.years - EXPERIENCE_REACH}`;
  return parts;
}

/**
 * The personalised feed's conditions beside the filters of `f` (`wantedParts`): the kinds of preference
 * hold for `all` of them or at least one (`any`), and the years' reach besides. `kinds` counts the kinds
 * of preference the conditions hold.
 */
export function wantedWhere(w: Wants, f: FeedFilter, mode: 'all' | 'any'): { where: SQL[]; kinds: number } {
  const { where: place, what, years } = wantedParts(w, f);
  const kinds = [place, what].filter((k): k is SQL => k !== undefined);
  const where: SQL[] = [];
  if (kinds.length > 0) where.push(sql`(${sql.join(kinds, mode === 'all' ? sql` AND ` : sql` OR `)})`);
  if (years) where.push(years);
  return { where, kinds: kinds.length };
}

/**
 * The personalised feed's conditions for its filters' counts: those a filter would set aside travel with
 * that filter's own condition (`tied`: the preferred cities with the city filter, the years' reach with
 * the experience filter), so an option counts the jobs choosing it would list; the rest hold for every
 * count (`where`). With `any`, the kinds hold together or not at all, so only the years travel.
 */
export function wantedForFacets(
  w: Wants,
  f: FeedFilter,
  mode: 'all' | 'any',
): { where: SQL[]; tied: FacetTies } {
  const { where: place, what, years } = wantedParts(w, f);
  const tied: FacetTies = { ...(years ? { experience: years } : {}) };
  if (mode === 'any') {
    const kinds = [place, what].filter((k): k is SQL => k !== undefined);
    return { where: kinds.length > 0 ? [sql`(${sql.join(kinds, sql` OR `)})`] : [], tied };
  }
  return { where: what ? [what] : [], tied: { ...tied, ...(place ? { cities: place } : {}) } };
}

/** Conditions that count as part of a facet's own filter (`wantedForFacets`). */
export type FacetTies = Partial<Record<'cities' | 'experience', SQL>>;

/** What the personalised feed's ranking reads of a job (`matchOf` in feed.ts). */
const MATCH_FIELDS = {
  id: j.id,
  postedAt: j.postedAt,
  tagIds: j.tagIds,
  cityIds: j.cityIds,
  workFromHome: j.workFromHome,
  functionalAreaId: j.functionalAreaId,
  minExp: j.minExp,
  maxExp: j.maxExp,
};

export type MatchRow = Pick<typeof jobs.$inferSelect, keyof typeof MATCH_FIELDS>;

/**
 * How many of a vertical's newest live jobs the personalised feed reads at most (decision 0066): all of
 * them on a site of the default seed's size, about a week's postings on the million-job bench.
 */
const PERSONAL_WINDOW = 30_000;

/**
 * When the vertical's PERSONAL_WINDOW-th newest live job was posted (`null` when it has fewer): read from
 * the feed index alone, which holds the posting date and expiry of every published job.
 */
export const personalWindowStart = async (q: Queryable, vertical: Vertical) =>
  (
    await q.orm
      .select({ postedAt: j.postedAt })
      .from(j)
      // The status is a literal, as the feed index jobs_feed says it, so the index answers alone.
      .where(and(eq(j.vertical, vertical), eq(j.status, sql`1`), gt(j.expiresAt, sql`now()`)))
      .orderBy(desc(j.postedAt), desc(j.id))
      .offset(PERSONAL_WINDOW - 1)
      .limit(1)
  )[0]?.postedAt ?? null;

/** The personalised feed's window of posting dates (`personalWindowStart`) as a condition, if any. */
export const postedSince = (since: Date | null): SQL[] =>
  since === null ? [] : [sql`j.posted_at >= ${since.toISOString()}::timestamptz`];

/**
 * The newest CANDIDATES live jobs matching the filters among those posted since `since`, in narrow rows
 * the feed orders and explains. A window of posting dates, not a walk down the feed index until enough
 * match: where few jobs match, such a walk reads the whole vertical, and the planner, which cannot tell
 * how few, reads the whole table instead. The window is a range of the feed index, read at once.
 */
export const personalCandidates = (q: Queryable, vertical: Vertical, f: FeedFilter, since: Date | null) => {
  const window = postedSince(since);
  return q.orm
    .select(MATCH_FIELDS)
    .from(j)
    .where(feedWhere(vertical, { ...f, extra: [...(f.extra ?? []), ...window] }))
    .orderBy(desc(j.postedAt), desc(j.id))
    .limit(CANDIDATES);
};

/** The feed rows of these jobs, with the functional area, in any order. */
export const feedRowsOf = (q: Queryable, ids: readonly number[]) =>
  q.orm
    .select({ ...FEED_FIELDS, functionalAreaId: j.functionalAreaId })
    .from(j)
    .where(sql`j.id = ANY(${intArray(ids)}::bigint[])`);
