/** `GET job/jobfeed`, `GET job/search`, `GET job/similarjobs`, `GET job/female-jobs` and the other feeds. */
import * as v from 'valibot';
import { POSTING_AGE_OPTIONS, SALARY_BANDS, SORT_OPTIONS, WORK_MODES } from '../feed.ts';
import { SkillsSummary } from '../match.ts';
import { JobFeedEntry, JobFeedResponse } from '../schemas/jobs.ts';
import { IdList, Page, QueryId, QueryInt, SearchText } from './params.ts';

/**
 * Sort of a feed: `relevance` (the best match: to the seeker's preferences in their feed, to the words
 * of a search; newest first where nothing is asked) or `date` (newest first). `SORT_OPTIONS` labels them.
 */
export const FeedSort = v.picklist(
  SORT_OPTIONS.map((o) => o.value),
  `must be ${SORT_OPTIONS.map((o) => o.value).join(' or ')}`,
);

/** Filters shared by the job feed and search (calls.md 7.1). */
export const FeedFilters = {
  page: Page,
  /** Category id. */
  categoryId: v.optional(QueryId),
  /** Tag ids, comma-separated. */
  tags: v.optional(IdList(20)),
  /** City ids, comma-separated. */
  locIds: v.optional(IdList(20)),
  /** Experience filter id 1-9 (product.md section 5). */
  exp: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[1-9]$/, 'must be an experience filter id from 1 to 9'),
      v.transform(Number),
    ),
  ),
  /** Posting age: any, 3d, 1w, 2w, 1m, 3m. */
  postingAge: v.optional(
    v.picklist(
      POSTING_AGE_OPTIONS.map((o) => o.value),
      `must be one of ${POSTING_AGE_OPTIONS.map((o) => o.value).join(', ')}`,
    ),
  ),
  sort: v.optional(FeedSort),
  /** Salary band (`SALARY_BANDS`): 0-3, 3-6, 6-10, 10-15, 15-25 or 25+ lakhs a year. */
  salary: v.optional(
    v.picklist(
      SALARY_BANDS.map((b) => b.value),
      `must be a salary band: ${SALARY_BANDS.map((b) => b.value).join(', ')}`,
    ),
  ),
  /** Work mode (`WORK_MODES`): office or remote (work from home). */
  mode: v.optional(
    v.picklist(
      WORK_MODES.map((m) => m.value),
      `must be ${WORK_MODES.map((m) => m.value).join(' or ')}`,
    ),
  ),
  /** A company's id: its jobs that name it (a confidential job names no company). */
  company: v.optional(QueryId),
  /** `1`: answer the filters' options with their counts (`facets`) beside the jobs. */
  facets: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
};

export const JobFeedQuery = v.object(FeedFilters);
export type JobFeedQuery = v.InferOutput<typeof JobFeedQuery>;

export const JobSearchQuery = v.object({
  ...FeedFilters,
  keyword: v.optional(SearchText(200), ''),
  /** `1`: search the words as typed, without correcting their spelling slips ("Search instead for"). */
  asTyped: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
});
export type JobSearchQuery = v.InferOutput<typeof JobSearchQuery>;

/** An option of a facet and how many jobs it gives: `value` is its filter's value in the query. */
const FacetOption = v.object({ value: v.string(), count: v.number() });
/** An option that names a thing (a city, a company). */
const NamedFacetOption = v.object({ value: v.string(), name: v.string(), count: v.number() });

/**
 * The filters' options with the number of jobs each gives (`facets=1`), counted in one statement over
 * the matches. A facet's counts apply every other selected filter but not its own, so each option's
 * count is the total the page would show with that option chosen instead. `cities` and `companies`
 * hold the most frequent (and the selected one); the others every option with jobs. `complete` is
 * false when the matches were more than the count reads (`scanned`, the newest first): the counts are
 * then of those, and each option gives at least its count.
 */
export const JobFacets = v.object({
  cities: v.array(NamedFacetOption),
  companies: v.array(NamedFacetOption),
  experience: v.array(FacetOption),
  postingAge: v.array(FacetOption),
  salary: v.array(FacetOption),
  mode: v.array(FacetOption),
  complete: v.boolean(),
  scanned: v.number(),
});
export type JobFacets = v.InferOutput<typeof JobFacets>;

/** Answer of the feeds. `totalJobs` is exact up to 1,000 and capped there (`totalIsCapped`). */
export const JobFeedAnswer = v.object({
  ...JobFeedResponse.entries,
  totalIsCapped: v.optional(v.boolean()),
  /** With `facets=1`: the filters' options and their counts. */
  facets: v.optional(JobFacets),
});
export type JobFeedAnswer = v.InferOutput<typeof JobFeedAnswer>;

/**
 * Answer of `job/search`: the feed, and how the search read its keyword. `searched.keyword` is the keyword
 * with its words written as the vertical writes them ("c plus plus", as an address carries "C++", is
 * "C++"), spelling slips as typed; `searched.correction` the keyword with its slips corrected ("managr" is
 * "manager"), or `null` when it has none. The jobs match the correction unless the search was `asTyped`.
 */
export const JobSearchAnswer = v.object({
  ...JobFeedAnswer.entries,
  searched: v.object({ keyword: v.string(), correction: v.nullable(v.string()) }),
});
export type JobSearchAnswer = v.InferOutput<typeof JobSearchAnswer>;

/** What made a job part of a signed-in seeker's feed, as a short true text ("In Pune"; decision 0066). */
export const FEED_REASON_TYPES = [
  'tag',
  'location',
  'workFromHome',
  'functionalArea',
  'experience',
  'applied',
  'latest',
] as const;
export const FeedReason = v.object({ type: v.picklist(FEED_REASON_TYPES), text: v.string() });
export type FeedReason = v.InferOutput<typeof FeedReason>;

/**
 * Answer of the signed-in seeker's feeds (`GET job/jobfeed`, `GET job/recommended-jobs`): each job with
 * the `reasons` it is there for, in the order a card lists them (a visitor's feed has none).
 * `personalised`: the feed follows the seeker's preferences; `closest`: no job matches all of them, so
 * these are the jobs matching some. `skillsMatch`: how many of the job's skills the seeker has (decision
 * 0102), on a job that lists skills for a seeker who names some.
 */
export const PersonalFeedAnswer = v.object({
  ...JobFeedAnswer.entries,
  jobs: v.array(
    v.intersect([
      JobFeedEntry,
      v.object({ reasons: v.optional(v.array(FeedReason)), skillsMatch: v.optional(SkillsSummary) }),
    ]),
  ),
  personalised: v.optional(v.boolean()),
  closest: v.optional(v.boolean()),
});
export type PersonalFeedAnswer = v.InferOutput<typeof PersonalFeedAnswer>;

/** The line a card shows of its reasons: "Matches Apache Spark · In Pune · Fits your 3 years". */
export const reasonLine = (reasons: readonly FeedReason[] | undefined): string | null =>
  reasons?.length ? reasons.map((r) => r.text).join(' · ') : null;

export const RecruiterJobsParams = v.object({
  userId: v.pipe(v.string(), v.regex(/^-?\d{1,10}$/, 'must be a user id')),
  recruiterId: QueryId,
});
export const TopJobsQuery = v.object({
  page: Page,
  slug: v.optional(SearchText(200)),
  companyId: v.optional(QueryId),
  cid: v.optional(QueryId),
  companyTopJobs: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
});

/**
 * `GET job/female-jobs`: every parameter of the catalogue. femaleFilter 0 = either flag,
 * 1 = femaleCandidate, 2 = femaleBackWorkForce; start/end are 0-based row offsets (end exclusive, at most
 * 100 rows); functionalArea "0" means any.
 */
export const FemaleJobsQuery = v.pipe(
  v.object({
    femaleFilter: v.optional(v.picklist(['0', '1', '2'], 'must be 0, 1 or 2'), '0'),
    minExp: v.optional(QueryInt(100)),
    maxExp: v.optional(QueryInt(100)),
    joblocationIds: v.optional(IdList(50)),
    categoryIds: v.optional(IdList(50)),
    start: v.optional(QueryInt(10_000), '0'),
    end: v.optional(QueryInt(10_100)),
    functionalArea: v.optional(IdList(50)),
    antifunctionalarea: v.optional(IdList(50)),
    centralisedCompanyIds: v.optional(IdList(200)),
    antiCentralisedCompanyIds: v.optional(IdList(200)),
  }),
  v.forward(
    v.check(
      (q) => q.minExp === undefined || q.maxExp === undefined || q.minExp <= q.maxExp,
      'must not exceed maxExp',
    ),
    ['minExp'],
  ),
  v.forward(
    v.check(
      (q) => q.end === undefined || (q.end >= q.start && q.end - q.start <= 100),
      'must be from start to start + 100',
    ),
    ['end'],
  ),
);
export type FemaleJobsQuery = v.InferOutput<typeof FemaleJobsQuery>;

/** Body of `POST job/v2/extract-param`. */
export const ExtractParamBody = v.object({
  query: v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters')),
});
export const ExtractParamAnswer = v.object({
  keyword: v.string(),
  locIds: v.array(v.number()),
  cities: v.array(v.string()),
  minExp: v.nullable(v.number()),
  maxExp: v.nullable(v.number()),
  exp: v.nullable(v.number()),
});
export type ExtractParamAnswer = v.InferOutput<typeof ExtractParamAnswer>;

/** The filters a listing's address may add to a feed's or search's (beside city, experience and age). */
interface FacetParams {
  salary?: string | undefined;
  mode?: 'office' | 'remote' | undefined;
  company?: number | undefined;
}

/**
 * The salary band, work mode and company of a page's address, read with the call's own schemas: each
 * value they accept is kept, any other dropped (an address with a wrong value shows the listing without
 * that filter, as it does a wrong city or experience). `params` is an address's query (`URLSearchParams`).
 */
export function facetParamsOf(params: { get(name: string): string | null }): FacetParams {
  const read = <S extends v.GenericSchema>(schema: S, name: string) => {
    const value = params.get(name);
    if (value === null) return undefined;
    const parsed = v.safeParse(schema, value);
    return parsed.success ? (parsed.output as v.InferOutput<S>) : undefined;
  };
  const out: FacetParams = {};
  const salary = read(FeedFilters.salary, 'salary');
  if (salary !== undefined) out.salary = salary;
  const mode = read(FeedFilters.mode, 'mode');
  if (mode !== undefined) out.mode = mode;
  const company = read(FeedFilters.company, 'company');
  if (company !== undefined && company > 0) out.company = company;
  return out;
}
