import * as v from 'valibot';
import { INSIGHT_BANDS } from '../experience.ts';
import { RecruiterResponsiveness } from '../responsiveness.ts';
import { Count, Flag, Id, IsoDateTime, NamedRef, Years } from './common.ts';
import { HttpsUrl } from './urls.ts';

/** The company of a job; absent when the job is confidential. */
export const CompanyRef = v.object({ id: Id, name: v.string(), slug: v.string() });
export type CompanyRef = v.InferOutput<typeof CompanyRef>;

export const CategoryRef = v.object({ id: Id, name: v.string(), slug: v.string() });
export type CategoryRef = v.InferOutput<typeof CategoryRef>;

export const RecruiterRef = v.object({
  id: Id,
  name: v.string(),
  designation: v.nullable(v.string()),
  picUrl: v.nullable(v.string()),
});
export type RecruiterRef = v.InferOutput<typeof RecruiterRef>;

const JobFeedEntryFields = {
  id: Id,
  title: v.string(),
  /** The job's slug, without id (`jobPath` builds the address). */
  slug: v.string(),
  confidential: v.boolean(),
  /** `null` exactly when the job is confidential. */
  company: v.nullable(CompanyRef),
  companyLogo: v.nullable(v.string()),
  cities: v.array(NamedRef),
  minExp: Years,
  maxExp: Years,
  /** Annual salary range in lakh rupees; `hideSalary` hides it from seekers. */
  minSalary: v.nullable(v.pipe(v.number(), v.minValue(0))),
  maxSalary: v.nullable(v.pipe(v.number(), v.minValue(0))),
  hideSalary: v.boolean(),
  tags: v.array(NamedRef),
  postedAt: IsoDateTime,
  expiresAt: v.nullable(IsoDateTime),
  saved: Flag,
  applied: v.boolean(),
  /**
   * To a signed-in seeker: applied, whether the application carries the early-applicant mark; not yet,
   * whether applying now would earn it (their plan runs and the job is in its window). Absent signed out.
   */
  earlyApplicant: v.optional(v.boolean()),
  category: v.nullable(CategoryRef),
  recruiter: RecruiterRef,
  femaleCandidate: v.boolean(),
  femaleBackWorkForce: v.boolean(),
  differentlyAbled: v.boolean(),
  exDefence: v.boolean(),
  workFromHome: v.boolean(),
  applyType: v.picklist(['internal', 'external']),
  /** Where an external job is applied to, an https address (decision 0021); `null` for internal ones. */
  applyUrl: v.nullable(HttpsUrl),
};

type JobShape = {
  confidential: boolean;
  company: CompanyRef | null;
  minExp: number;
  maxExp: number;
  minSalary: number | null;
  maxSalary: number | null;
  applyType: 'internal' | 'external';
  applyUrl: string | null;
};

/** Checks across fields shared by feed entries and details. */
function jobChecks<T extends JobShape>() {
  return [
    v.check<T, string>(
      (job) => (job.company === null) === job.confidential,
      'company is null exactly when confidential',
    ),
    v.check<T, string>((job) => job.minExp <= job.maxExp, 'minExp must not exceed maxExp'),
    v.check<T, string>(
      (job) => job.minSalary === null || job.maxSalary === null || job.minSalary <= job.maxSalary,
      'minSalary must not exceed maxSalary',
    ),
    v.check<T, string>(
      (job) => (job.applyType === 'external') === (job.applyUrl !== null),
      'applyUrl is given exactly for external jobs',
    ),
  ] as const;
}

/** A job in a feed or listing (product.md section 3). */
const JobFeedEntryObject = v.object(JobFeedEntryFields);
export const JobFeedEntry = v.pipe(
  JobFeedEntryObject,
  ...jobChecks<v.InferOutput<typeof JobFeedEntryObject>>(),
);
export type JobFeedEntry = v.InferOutput<typeof JobFeedEntry>;

export const CompanyDetails = v.object({
  id: Id,
  name: v.string(),
  slug: v.string(),
  logo: v.nullable(v.string()),
  about: v.nullable(v.string()),
  website: v.nullable(v.string()),
  size: v.nullable(v.string()),
  industry: v.nullable(NamedRef),
});
export type CompanyDetails = v.InferOutput<typeof CompanyDetails>;

/**
 * A city of a job's page: its state too, for the address of the page's structured data. `remote` marks
 * the "Remote" entry of the cities, which is no place: the job is done from anywhere in the country.
 */
export const JobCity = v.object({ id: Id, name: v.string(), state: v.string(), remote: v.boolean() });
export type JobCity = v.InferOutput<typeof JobCity>;

const JobDetailFields = {
  ...JobFeedEntryFields,
  cities: v.array(JobCity),
  /** HTML of the job description (sanitised by the server). */
  description: v.string(),
  status: v.picklist(['live', 'expired']),
  companyDetails: v.nullable(CompanyDetails),
  recruiter: v.object({
    ...RecruiterRef.entries,
    company: v.nullable(v.string()),
    lastActiveAt: v.nullable(IsoDateTime),
    /** How the recruiter answers applicants, from their recorded history (decision 0100). */
    responsiveness: RecruiterResponsiveness,
  }),
  functionalArea: v.nullable(NamedRef),
  industry: v.nullable(NamedRef),
  skills: v.array(v.string()),
  views: Count,
  applicants: Count,
};

/** A job's detail page: a feed entry plus description, company details, recruiter and status. */
const JobDetailObject = v.object(JobDetailFields);
export const JobDetail = v.pipe(JobDetailObject, ...jobChecks<v.InferOutput<typeof JobDetailObject>>());
export type JobDetail = v.InferOutput<typeof JobDetail>;

/** A page of a job feed, listing or search. `page` is 0-based. */
export const JobFeedResponse = v.object({
  jobs: v.array(JobFeedEntry),
  totalJobs: Count,
  hasMore: v.boolean(),
  page: Count,
});
export type JobFeedResponse = v.InferOutput<typeof JobFeedResponse>;

const MonthCount = v.object({ month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)), count: Count });

/**
 * Answer of `job/insights` (calls.md section 3): applicants by experience band and month, views by
 * month, and how many applicants come from the vertical's top institutes. The totals are the job page's
 * own figures (`JobDetail.applicants` and `views`; decision 0066), and the bands add up to them;
 * `topInstitutes` says whose institutes are counted, as the seeker reads it ("top B-schools").
 */
export const JobInsights = v.pipe(
  v.object({
    competitionData: v.array(v.object({ band: v.picklist(INSIGHT_BANDS.map((b) => b.label)), count: Count })),
    appliedData: v.array(MonthCount),
    viewData: v.array(MonthCount),
    totalApplicantsFromTopBSchool: Count,
    totalApplicants: Count,
    totalViews: Count,
    topInstitutes: v.pipe(v.string(), v.minLength(1)),
  }),
  v.check(
    (i) => i.competitionData.reduce((n, b) => n + b.count, 0) === i.totalApplicants,
    'the experience bands must add up to totalApplicants',
  ),
  v.check(
    (i) => i.totalApplicantsFromTopBSchool <= i.totalApplicants,
    'totalApplicantsFromTopBSchool must not exceed totalApplicants',
  ),
);
export type JobInsights = v.InferOutput<typeof JobInsights>;

/**
 * Answer of `job/magic-rank`: the seeker's rank among the applicants, or an error text. `applicants` is
 * the "of N" of the rank, the job page's applicant count (`null` with the error).
 */
export const MagicRank = v.pipe(
  v.object({
    status: v.object({ code: v.pipe(v.number(), v.integer()) }),
    data: v.object({
      rank: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
      percentile: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
      error: v.nullable(v.string()),
    }),
    applicants: v.nullable(Count),
  }),
  v.check(
    (r) => r.data.rank === null || (r.applicants !== null && r.data.rank <= r.applicants),
    'rank must not exceed applicants',
  ),
);
export type MagicRank = v.InferOutput<typeof MagicRank>;
