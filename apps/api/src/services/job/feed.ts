/**
 * The feeds: latest jobs, keyword search and the signed-in seeker's personalised feed, as answers of
 * the catalogue. The queries are in queries/feed.ts; this module maps their rows to feed entries,
 * joining the reference data in memory.
 */
import {
  EARLY_APPLICANT_WINDOW_HOURS,
  lakhsOf,
  plural,
  type SortValue,
  skillsSummary,
  toSlug,
} from '@jobsite/domain';
import type {
  FeedReason,
  JobFacets,
  JobFeedAnswer,
  JobSearchAnswer,
  PersonalFeedAnswer,
} from '@jobsite/domain/calls';
import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { accessTokenOf } from '../auth/guard.ts';
import { authenticate, type SessionSettings } from '../auth/sessions.ts';
import { relatedOf } from '../match/queries.ts';
import { facetsOf } from './facets.ts';
import { FACET_SCAN } from './queries/facets.ts';
import {
  CANDIDATES,
  type CappedCount,
  COUNT_CAP,
  EXPERIENCE_REACH,
  exclusionsFor,
  type FacetTies,
  type FeedFilter,
  FILTER_KEYS,
  feedRowsOf,
  feedWhere,
  filterKeys,
  intArray,
  type JobRow,
  LONGEST_WINDOW_DAYS,
  type MatchRow,
  newestJobs,
  ownMarks,
  PAGE_SIZE,
  PROBE_DAYS,
  personalCandidates,
  personalWindowStart,
  postedSince,
  postedWithin,
  preferenceRow,
  rankedJobRow,
  searchByDate,
  searchByRank,
  searchCount,
  searchFrom,
  type Wants,
  wantedForFacets,
  wantedWhere,
  withoutFacets,
} from './queries/feed.ts';
import type { Reference } from './reference.ts';
import { readingOf } from './search-language.ts';

export function toFeedEntry(ref: Reference, r: JobRow) {
  const company = r.companyId === null ? undefined : ref.companies.get(r.companyId);
  const recruiter = ref.recruiters.get(r.recruiterId);
  const category = ref.categories.get(r.categoryId);
  const confidential = r.confidential || !company;
  return {
    id: r.id,
    title: r.title,
    slug: toSlug(r.title),
    confidential,
    company: confidential || !company ? null : { id: company.id, name: company.name, slug: company.slug },
    companyLogo: confidential || !company ? null : company.logo,
    cities: r.cityIds.flatMap((id) => {
      const c = ref.cities.get(id);
      return c ? [{ id: c.id, name: c.name }] : [];
    }),
    minExp: r.minExp,
    maxExp: r.maxExp,
    minSalary: r.hideSalary ? null : lakhsOf(r.minSalary),
    maxSalary: r.hideSalary ? null : lakhsOf(r.maxSalary),
    hideSalary: r.hideSalary,
    tags: r.tagIds.flatMap((id) => {
      const t = ref.tags.get(id);
      return t ? [{ id: t.id, name: t.name }] : [];
    }),
    postedAt: r.postedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
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
      : { id: r.recruiterId, name: '', designation: null, picUrl: null },
    femaleCandidate: r.femaleCandidate,
    femaleBackWorkForce: r.femaleBackWorkForce,
    differentlyAbled: r.differentlyAbled,
    exDefence: r.exDefence,
    workFromHome: r.workFromHome,
    applyType: r.applyType === 2 ? ('external' as const) : ('internal' as const),
    applyUrl: r.applyType === 2 ? (r.applyUrl ?? '') : null,
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
    async (w) => (await searchByRank(db, vertical, text, w, page)).map(rankedJobRow),
    (rows) => rows[0]?.candidates ?? 0,
    CANDIDATES,
  );
  const candidates = list[0] ? list[0].candidates : null;
  const count =
    candidates !== null
      ? { total: Math.min(candidates, COUNT_CAP), capped: candidates > COUNT_CAP }
      : page === 0
        ? { total: 0, capped: false }
        : await searchCount(db, vertical, text, f);
  return { ...answer(ref, list, page, count), searched };
}

/**
 * The facets of a feed's filters (`keyword` empty or without a letter or digit: the feed's jobs) or of a
 * search's matches. A search reads its newest matches in windows of posting days as the date sort does:
 * the newest FACET_SCAN matches are the same in a window holding more.
 */
export async function feedFacets(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  search: { keyword: string; asTyped: boolean } | null,
  f: FeedFilter,
): Promise<JobFacets> {
  const base = withoutFacets(f);
  if (search === null || !/[\p{L}\p{N}]/u.test(search.keyword))
    return facetsOf(db, ref, feedWhere(vertical, base), f);
  const reading = readingOf(ref.language, search.keyword, search.asTyped);
  const text = { keyword: search.keyword, terms: reading.terms };
  // With both the work mode and a salary band chosen, a row counted meets one of them at least (it fails
  // one filter at most): the search index answers that too.
  const keys = filterKeys(f);
  const either = keys.length === 2 ? [sql`${FILTER_KEYS} && ${intArray(keys)}`] : [];
  return inWindows(
    vertical,
    { ...base, extra: [...(base.extra ?? []), ...either] },
    (w) => facetsOf(db, ref, searchFrom(vertical, text, w).where, f),
    (a) => a.scanned,
    FACET_SCAN + 1,
  );
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
    tags: row.followedTags,
    locations: [...new Set(locations)],
    functionalArea: num(row.work.functionalArea),
    years,
    skills: row.skills,
  };
}

/** The tags a seeker wants: those they follow and those their profile's skills name. */
export function wantedTags(ref: Reference, p: Pick<Preferences, 'tags' | 'skills'>): number[] {
  const skills = p.skills.flatMap((s) => ref.tagBySlug.get(toSlug(s))?.id ?? []);
  return [...new Set([...p.tags, ...skills])];
}

/**
 * How much each kind of match weighs in the feed's ranking (decision 0066): a preferred city above
 * working from home, each wanted tag (two at most), the functional area, and a range that holds the
 * seeker's years; a range beyond their reach (only shown when an experience filter asks for it) sinks.
 */
const WEIGHTS = {
  city: 4,
  workFromHome: 3,
  tag: 3,
  tagsCounted: 2,
  functionalArea: 2,
  fits: 3,
  outOfReach: -6,
} as const;

const LATEST: FeedReason = { type: 'latest', text: 'Among the latest jobs' };

/**
 * How well a job matches what the seeker wants, and why, in the order a card says it: "Matches Apache
 * Spark · In Pune · Data Engineering role · Fits your 3 years". The feed ranks by `score` and shows
 * `reasons`, so every reason is a match the ranking counted. A kind the seeker has not stated scores
 * nothing for any job.
 */
function matchOf(ref: Reference, w: Wants, job: MatchRow): { score: number; reasons: FeedReason[] } {
  const reasons: FeedReason[] = [];
  let score = 0;
  const tags = job.tagIds.filter((id) => w.tags.includes(id)).flatMap((id) => ref.tags.get(id)?.name ?? []);
  if (tags.length > 0) {
    score += WEIGHTS.tag * Math.min(tags.length, WEIGHTS.tagsCounted);
    reasons.push({ type: 'tag', text: `Matches ${tags.slice(0, WEIGHTS.tagsCounted).join(', ')}` });
  }
  const city = job.cityIds.find((id) => w.cities.includes(id));
  const cityName = city === undefined ? undefined : ref.cities.get(city)?.name;
  if (cityName) {
    score += WEIGHTS.city;
    reasons.push({ type: 'location', text: `In ${cityName}` });
  } else if (w.cities.length > 0 && job.workFromHome) {
    score += WEIGHTS.workFromHome;
    reasons.push({ type: 'workFromHome', text: 'Work from home' });
  }
  const area =
    w.functionalArea !== null && job.functionalAreaId === w.functionalArea
      ? ref.functionalAreas.get(w.functionalArea)
      : undefined;
  if (area) {
    score += WEIGHTS.functionalArea;
    reasons.push({ type: 'functionalArea', text: `${area.name} role` });
  }
  if (w.years !== null) {
    const outside = Math.max(job.minExp - w.years, w.years - job.maxExp, 0);
    if (outside === 0) {
      score += WEIGHTS.fits;
      reasons.push({
        type: 'experience',
        text: w.years === 0 ? 'Open to freshers' : `Fits your ${plural(w.years, 'year')}`,
      });
    } else if (outside > EXPERIENCE_REACH) score += WEIGHTS.outOfReach;
  }
  return { score, reasons: reasons.length > 0 ? reasons : [LATEST] };
}

/** Best match first: by score, then newest. */
const byMatch = (a: { score: number; row: MatchRow }, b: { score: number; row: MatchRow }) =>
  b.score - a.score || b.row.postedAt.getTime() - a.row.postedAt.getTime() || b.row.id - a.row.id;

/**
 * A page of the jobs matching `f` among the newest CANDIDATES of them in the feed's window, best match
 * first or newest first, with their capped count.
 */
async function matches(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  w: Wants,
  f: FeedFilter,
  since: Date | null,
  sort: SortValue,
  page: number,
) {
  const candidates = await personalCandidates(db, vertical, f, since);
  const ordered =
    sort === 'date'
      ? candidates
      : candidates
          .map((row) => ({ row, score: matchOf(ref, w, row).score }))
          .sort(byMatch)
          .map((r) => r.row);
  const ids = ordered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE + 1).map((r) => r.id);
  const rows = ids.length ? await feedRowsOf(db, ids) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const count = { total: Math.min(candidates.length, COUNT_CAP), capped: candidates.length > COUNT_CAP };
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), count };
}

/**
 * Each job with how many of its skills the seeker has (`skillsMatch`, decision 0102): exact ones 1, one
 * related to a skill of theirs a half. Left off a job without skills, and off every job for a seeker who
 * names none, so a card never says "0 of N" to an empty profile. One read of the relations for the page.
 */
async function withSkillsMatch<J extends { tags: { id: number; name: string }[] }>(
  db: Db,
  skills: readonly string[],
  list: J[],
): Promise<J[]> {
  if (skills.length === 0) return list;
  const related = await relatedOf(db, [...new Set(list.flatMap((j) => j.tags.map((t) => t.id)))]);
  return list.map((job) => {
    const summary = skillsSummary(job.tags, skills, related);
    return summary ? { ...job, skillsMatch: summary } : job;
  });
}

/**
 * The signed-in job feed (decision 0066). A seeker who has stated preferences (followed tags or skills,
 * cities, a functional area) or their experience gets the live jobs that meet every kind they stated
 * and no filter overrides, within reach of their years when known: the newest CANDIDATES of them among
 * the vertical's newest PERSONAL_WINDOW live jobs, best match first (`relevance`, the default) or newest
 * first (`date`). When no job meets them all, the jobs meeting some, said so (`closest`). A seeker who
 * has said nothing gets the latest jobs. Each job carries the `reasons` it matched, from the same scoring
 * as the ranking. With `facets`, the filters' counts of the jobs it lists: the preferences a filter
 * sets aside count as part of that filter (`wantedForFacets`).
 */
export async function personalFeed(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  seekerId: number,
  f: FeedFilter & { sort?: SortValue | undefined },
  page: number,
  { facets = false }: { facets?: boolean } = {},
): Promise<PersonalFeedAnswer> {
  const [p, since] = await Promise.all([preferencesOf(db, seekerId), personalWindowStart(db, vertical)]);
  const w: Wants = {
    tags: wantedTags(ref, p),
    cities: p.locations,
    functionalArea: p.functionalArea,
    years: p.years,
  };
  const personalised =
    w.tags.length > 0 || w.cities.length > 0 || w.functionalArea !== null || w.years !== null;
  const own = [...(f.extra ?? []), ...exclusionsFor(seekerId)];
  /** The filters' counts of the jobs the feed lists (`facets=1`), none when not asked for. */
  const countsOf = async (extra: SQL[], tied: FacetTies = {}): Promise<{ facets?: JobFacets }> =>
    facets
      ? {
          facets: await facetsOf(
            db,
            ref,
            feedWhere(vertical, { ...withoutFacets(f), extra: [...own, ...extra] }),
            f,
            tied,
          ),
        }
      : {};
  if (!personalised) {
    const [{ rows, count }, counts] = await Promise.all([
      newestJobs(db, vertical, { ...f, extra: own }, page),
      countsOf([]),
    ]);
    const base = answer(ref, rows, page, count);
    const jobs = await withSkillsMatch(db, p.skills, await markOwn(db, seekerId, base.jobs));
    return { ...base, personalised, jobs: jobs.map((job) => ({ ...job, reasons: [LATEST] })), ...counts };
  }
  const read = (mode: 'all' | 'any') => {
    const wanted = wantedWhere(w, f, mode);
    const filter = { ...f, extra: [...own, ...wanted.where] };
    const counted = wantedForFacets(w, f, mode);
    return {
      found: matches(db, ref, vertical, w, filter, since, f.sort ?? 'relevance', page),
      counts: () => countsOf([...postedSince(since), ...counted.where], counted.tied),
      kinds: wanted.kinds,
    };
  };
  const all = read('all');
  const allCounts = all.counts();
  // Left unawaited when the jobs fail or the closest matches answer instead: a failure then is theirs.
  allCounts.catch(() => undefined);
  let { rows, count } = await all.found;
  let counts = allCounts;
  let closest = false;
  if (count.total === 0 && all.kinds > 1) {
    const any = read('any');
    ({ rows, count } = await any.found);
    counts = any.counts();
    closest = true;
  }
  const base = answer(ref, rows, page, count);
  const jobs = await withSkillsMatch(db, p.skills, await markOwn(db, seekerId, base.jobs));
  return {
    ...base,
    personalised,
    ...(closest ? { closest } : {}),
    jobs: jobs.map((job, i) => ({ ...job, reasons: matchOf(ref, w, rows[i] as MatchRow).reasons })),
    ...(await counts),
  };
}
