import { type JobFeedEntry, jobPath, siteLogo } from '@jobsite/domain';
import type { JobCardData } from './JobCard.tsx';

const DAY_MS = 86_400_000;
/** A card shows at most this many skills. */
const CARD_TAGS = 5;

/** "₹11-16 LPA", "₹11 LPA"; `null` when the employer hides the salary or gives none. */
export function formatSalary(
  job: Pick<JobFeedEntry, 'minSalary' | 'maxSalary' | 'hideSalary'>,
): string | null {
  if (job.hideSalary || (job.minSalary === null && job.maxSalary === null)) return null;
  const fmt = (n: number) => String(Math.round(n * 10) / 10);
  if (job.minSalary !== null && job.maxSalary !== null && job.maxSalary !== job.minSalary) {
    return `₹${fmt(job.minSalary)}-${fmt(job.maxSalary)} LPA`;
  }
  return `₹${fmt(job.minSalary ?? job.maxSalary ?? 0)} LPA`;
}

const companyOf = (name: string, logoUrl: string | undefined) => (logoUrl ? { name, logoUrl } : { name });

/**
 * A job of the API's feeds as the card shows it. Computed on the server with its `now`, so that
 * "posted 3 days ago" is the same in the HTML and after hydration. `href` is the job page's address
 * (the domain's `jobPath`). The company's logo when it has one the site serves (`siteLogo`).
 */
export function jobCardFromEntry(job: JobFeedEntry, now: number, href: string): JobCardData {
  return {
    id: String(job.id),
    title: job.title,
    href,
    company: job.company ? companyOf(job.company.name, siteLogo(job.companyLogo)) : null,
    cities: job.cities.map((c) => c.name),
    experience: { min: job.minExp, max: job.maxExp },
    salary: formatSalary(job),
    tags: job.tags.slice(0, CARD_TAGS).map((t) => t.name),
    postedDaysAgo: Math.max(0, Math.floor((now - Date.parse(job.postedAt)) / DAY_MS)),
    saved: job.saved === 1,
    applied: job.applied,
    femaleFriendly: job.femaleCandidate || job.femaleBackWorkForce,
    workFromHome: job.workFromHome,
    earlyApplicant: job.earlyApplicant === true,
  };
}

/**
 * A card a signed-in person can act on: beside the card, the recruiter behind the job (whose jobs
 * they may hide) and whether applying happens on the company's site.
 */
export interface ActionableJobCardData extends JobCardData {
  recruiter: { id: number; name: string };
  external: boolean;
}

/** `jobCardFromEntry` at the job page's address, with what the card's actions need. */
export function actionableCardFromEntry(job: JobFeedEntry, now: number): ActionableJobCardData {
  return {
    ...jobCardFromEntry(job, now, jobPath(job)),
    recruiter: { id: job.recruiter.id, name: job.recruiter.name || 'this recruiter' },
    external: job.applyType === 'external',
  };
}

/**
 * The job a similar-jobs page is about (`/similar_jobs.php?job={id}`, `/job/applied?job={id}`): its
 * `job` parameter when that is a whole number of up to ten digits, else `null` (the page answers 404).
 */
export function similarJobsParam(url: string | URL): string | null {
  const id = new URL(url).searchParams.get('job') ?? '';
  return /^\d{1,10}$/.test(id) ? id : null;
}

/**
 * What to ask `job/similarjobs` (calls.md 7.1) for jobs like `job`: its tag ids. `null` when it has no
 * tags: then nothing is similar, and there is nothing to ask.
 */
export function similarJobsQuery(job: Pick<JobFeedEntry, 'tags'>): { tags: number[] } | null {
  return job.tags.length > 0 ? { tags: job.tags.map((t) => t.id) } : null;
}

export interface SimilarJobCardsOptions {
  /** At most this many cards; all of them without it. */
  limit?: number;
  /** Only jobs the person can apply to here and now: not applied to yet, not on the company's site. */
  applicableNow?: boolean;
}

/**
 * The jobs `job/similarjobs` answered for `job`, as its pages show them: without `job` itself, in the
 * API's order, each mapped by `actionableCardFromEntry`.
 */
export function similarJobCards(
  job: { id: number },
  similar: readonly JobFeedEntry[],
  now: number,
  { limit = Number.POSITIVE_INFINITY, applicableNow = false }: SimilarJobCardsOptions = {},
): ActionableJobCardData[] {
  return similar
    .filter((j) => j.id !== job.id && (!applicableNow || (!j.applied && j.applyType === 'internal')))
    .slice(0, limit)
    .map((j) => actionableCardFromEntry(j, now));
}
