/**
 * The feeds: latest jobs, keyword search and the signed-in seeker's personalised feed, as answers of
 * the catalogue. The queries are in queries/feed.ts; this module maps their rows to feed entries,
 * joining the reference data in memory.
 */
import { EARLY_APPLICANT_WINDOW_HOURS, toSlug } from '@jobsite/domain';
import type { JobFeedAnswer, JobSearchAnswer } from '@jobsite/domain/calls';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { accessTokenOf } from '../auth/guard.ts';
import { authenticate, type SessionSettings } from '../auth/sessions.ts';
import {
  CANDIDATES,
  type CappedCount,
  COUNT_CAP,
  type FeedFilter,
  type JobRow,
  LONGEST_WINDOW_DAYS,
  newestJobs,
  ownMarks,
  PAGE_SIZE,
  PROBE_DAYS,
  personalJobs,
  postedWithin,
  preferenceRow,
  searchByDate,
  searchByRank,
  searchCount,
} from './queries/feed.ts';
import type { Reference } from './reference.ts';
import { readingOf } from './search-language.ts';

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

/** Marks the jobs this seeker saved (`saved: 1`) and applied to (`applied: true`). */
export async function markOwn<
  T extends {
    id: number;
    postedAt: string;
    saved: 0 | 1;
    applied: boolean;
    earlyApplicant?: boolean | undefined;
  },
>(db: Db, seekerId: number | undefined, jobs: T[]): Promise<T[]> {
  if (seekerId === undefined || jobs.length === 0) return jobs;
  const own = await ownMarks(
    db,
    seekerId,
    jobs.map((j) => j.id),
  );
  const earlySince = Date.now() - EARLY_APPLICANT_WINDOW_HOURS * 3_600_000;
  return jobs.map((j) => {
    const applied = own.applied.has(j.id);
    return {
      ...j,
      saved: own.saved.has(j.id) ? 1 : 0,
      applied,
      // Applied: whether the application carries the mark; not yet: whether applying now would earn it.
      earlyApplicant: applied
        ? own.appliedEarly.has(j.id)
        : own.earlyApplicantPlan && Date.parse(j.postedAt) > earlySince,
    };
  });
}

/** A feed answer with the seeker's saved and applied marks. */
export const markOwnPage = async <T extends { jobs: Parameters<typeof markOwn>[2] }>(
  db: Db,
  seekerId: number | undefined,
  page: T,
) => ({ ...page, jobs: await markOwn(db, seekerId, page.jobs) }) as T;

function answer(ref: Reference, rows: JobRow[], page: number, count: CappedCount): JobFeedAnswer {
  const jobs = rows.slice(0, PAGE_SIZE).map((r) => toFeedEntry(ref, r));
  const hasMore = rows.length > PAGE_SIZE;
  const total = Math.max(count.total, page * PAGE_SIZE + jobs.length);
  return { jobs, totalJobs: total, hasMore, page, ...(count.capped ? { totalIsCapped: true } : {}) };
}

/** The latest jobs matching the filters (anonymous job feed, listings, recruiter and company feeds). */
export async function latestJobs(db: Db, ref: Reference, vertical: Vertical, f: FeedFilter, page: number) {
  const { rows, count } = await newestJobs(db, vertical, f, page);
  return answer(ref, rows, page, count);
}

/**
 * Keyword search: websearch syntax, ranked within the newest CANDIDATES matches, or by date. The answer
 * says how the search read the keyword (`searched`); `asTyped` searches it without spelling corrections.
 */
export async function searchJobs(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  search: { keyword: string; asTyped: boolean },
  f: FeedFilter,
  sort: 'relevance' | 'date',
  page: number,
): Promise<JobSearchAnswer> {
  const { keyword } = search;
  const reading = readingOf(ref.language, keyword, search.asTyped);
  const searched = { keyword: reading.keyword, correction: reading.corrected };
  // No letter or digit: nothing to search for, so the latest jobs. (Only stop words: no match.)
  if (!/[\p{L}\p{N}]/u.test(keyword)) return { ...(await latestJobs(db, ref, vertical, f, page)), searched };
  const text = { keyword, terms: reading.terms };
  if (sort === 'date') {
    // The page and the capped count are the same in a window holding more matches than both need.
    const need = Math.max(COUNT_CAP + 1, (page + 1) * PAGE_SIZE + 1);
    const { rows, count } = await inWindows(
      vertical,
      f,
      (w) => searchByDate(db, vertical, text, w, page),
      (a) => (a.count.capped ? COUNT_CAP + 1 : a.count.total),
      need,
    );
    return { ...answer(ref, rows, page, count), searched };
  }
  // The newest CANDIDATES matches are the same in a window holding at least that many.
  const list = await inWindows(
    vertical,
    f,
    (w) => searchByRank(db, vertical, text, w, page),
    (rows) => Number(rows[0]?.candidates ?? 0),
    CANDIDATES,
  );
  const candidates = list[0] ? Number(list[0].candidates) : null;
  const count =
    candidates !== null
      ? { total: Math.min(candidates, COUNT_CAP), capped: candidates > COUNT_CAP }
      : page === 0
        ? { total: 0, capped: false }
        : await searchCount(db, vertical, text, f);
  return { ...answer(ref, list, page, count), searched };
}

/** How much more than it needs a sized window is expected to hold, so that it rarely falls short. */
const WINDOW_MARGIN = 1.25;
/** The longest window is tried when it is expected to hold this share of what is needed, or more. */
const LONGEST_WINDOW_SHARE = 0.9;

/**
 * Runs a search in windows of posting days (decision 0057) and answers the first whose `found` matches
 * reach `need`, else the search over all time: the answer is the same, and a broad search reads only its
 * recent rows.
 *
 * It probes the last `PROBE_DAYS` days first. From the rate the probe found, it reads the shortest window
 * expected to hold `need` with a margin, up to `LONGEST_WINDOW_DAYS`; if that falls short, the longest
 * window when it is still expected to hold nearly enough, then all time. A window's length is the time
 * it covers: its whole days and today so far.
 */
export async function inWindows<T>(
  vertical: Vertical,
  f: FeedFilter,
  search: (f: FeedFilter, days: number | null) => Promise<T>,
  found: (answer: T) => number,
  need: number,
  now = Date.now(),
): Promise<T> {
  const today = (now % 86_400_000) / 86_400_000;
  const covered = (days: number) => days + today;
  const inWindow = (days: number) =>
    search({ ...f, extra: [...(f.extra ?? []), postedWithin(vertical, days, now)] }, days);
  let days = PROBE_DAYS;
  for (;;) {
    const answer = await inWindow(days);
    const n = found(answer);
    if (n >= need) return answer;
    const perDay = n / covered(days);
    if (days === LONGEST_WINDOW_DAYS || perDay * covered(LONGEST_WINDOW_DAYS) < need * LONGEST_WINDOW_SHARE) {
      return search(f, null);
    }
    const sized = Math.ceil((need * WINDOW_MARGIN) / perDay - today);
    days =
      days === PROBE_DAYS
        ? Math.min(Math.max(sized, PROBE_DAYS + 1), LONGEST_WINDOW_DAYS)
        : LONGEST_WINDOW_DAYS;
  }
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
  const row = await preferenceRow(db, seekerId);
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
  const personalise = !explicit && hasPrefs;
  const { rows, count } = await personalJobs(db, vertical, seekerId, f, p, personalise, page);
  const base = answer(ref, rows, page, count);
  const jobs = await markOwn(db, seekerId, base.jobs);
  return {
    ...base,
    personalised: personalise,
    jobs: jobs.map((job, i) => ({ ...job, reasons: reasonsFor(ref, p, rows[i] as (typeof rows)[number]) })),
  };
}
