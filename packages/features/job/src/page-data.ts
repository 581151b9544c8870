/** What the job page shows of a job, from the API's answers: pure, so its stories build it the same way. */
import {
  categoryListName,
  formatDate,
  type JobDetail,
  type JobFeedEntry,
  jobPath,
  listingPath,
  plural,
  respondsWithinDays,
  SEO_CITIES,
  type Vertical,
} from '@jobsite/domain';
import { breadcrumbJsonLd, type Crumb } from '@jobsite/shell/head';
import { formatSalary, similarJobCards } from '@jobsite/ui/JobCard/data';
import type { RecruiterResponseFigures } from '@jobsite/ui/RecruiterResponse';
import { jobPostingJsonLd } from './jsonld.ts';
import { shareCardAlt, shareCardPath } from './share.ts';

/** The job page shows this many similar jobs at most. */
const SIMILAR_JOBS = 5;

export interface JobPageInput {
  job: JobDetail;
  /** The site's public origin, without a trailing slash. */
  origin: string;
  siteName: string;
  vertical: Vertical;
}

/**
 * The cards of the jobs `job/similarjobs` answered for `job`, as many as the page shows (the job itself
 * among them is left out), dated by the clock `now`.
 */
export const similarCards = (job: Pick<JobDetail, 'id'>, similar: readonly JobFeedEntry[], now: number) =>
  similarJobCards(job, similar, now, { limit: SIMILAR_JOBS });

/**
 * The job page's breadcrumb trail, by its real parent pages (the page shows no trail of its own): the
 * home page, the job's category listing (else the listing of its first city that has one) and the job.
 */
function jobCrumbs(
  job: Pick<JobDetail, 'title' | 'category' | 'cities' | 'id'>,
  origin: string,
  vertical: Vertical,
): Crumb[] {
  const city = job.cities.flatMap((c) => SEO_CITIES.filter((s) => s.name === c.name))[0];
  const parent: Crumb | null = job.category
    ? {
        name: `${categoryListName(vertical, job.category)} Jobs`,
        url: origin + listingPath('c', job.category.slug),
      }
    : city
      ? { name: `Jobs in ${city.name}`, url: `${origin}/jobs-in-${city.slug}` }
      : null;
  return [
    { name: 'Home', url: `${origin}/` },
    ...(parent ? [parent] : []),
    { name: job.title, url: origin + jobPath(job) },
  ];
}

/**
 * What the page says of how the recruiter answers (decision 0100): the figures, with the badge they earn by
 * the domain's rule, or `null` for a recruiter without enough history.
 */
function recruiterResponse(job: Pick<JobDetail, 'recruiter'>): RecruiterResponseFigures | null {
  const r = job.recruiter.responsiveness;
  if (!r.enough) return null;
  return {
    applications: r.applications,
    withinDays: respondsWithinDays(r),
    heardWithin7Days: r.heardWithin7Days,
    heardWithin14Days: r.heardWithin14Days,
    lastActionDaysAgo: r.lastActionDaysAgo,
  };
}

/** The job's facts as the page prints them, its head and its JSON-LD. */
export function jobPageData({ job, origin, siteName, vertical }: JobPageInput) {
  const path = jobPath(job);
  const canonical = origin + path;
  const company = job.company?.name ?? 'a confidential employer';
  const where = job.cities.map((c) => c.name).join(', ') || 'India';
  return {
    job: {
      id: job.id,
      title: job.title,
      company: job.company,
      companyDetails: job.companyDetails,
      cities: job.cities.map((c) => c.name),
      experience: `${job.minExp}-${job.maxExp} yrs`,
      salary: formatSalary(job) ?? 'Salary not disclosed',
      posted: formatDate(job.postedAt),
      validThrough: job.expiresAt ? formatDate(job.expiresAt) : null,
      tags: job.tags.map((t) => ({ label: t.name, href: listingPath('k', t.name) })),
      category: job.category ? { label: job.category.name, href: listingPath('c', job.category.slug) } : null,
      description: job.description,
      recruiter: job.recruiter,
      recruiterResponse: recruiterResponse(job),
      functionalArea: job.functionalArea?.name ?? null,
      industry: job.industry?.name ?? null,
      workFromHome: job.workFromHome,
      applyHref:
        job.applyType === 'external' && job.applyUrl
          ? job.applyUrl
          : `/login?next=${encodeURIComponent(path)}`,
      external: job.applyType === 'external',
      views: job.views,
      applicants: job.applicants,
      /** "1,301 views · 97 applicants": the figures Pro insights count too (decision 0066). */
      figures: `${plural(job.views, 'view')} · ${plural(job.applicants, 'applicant')}`,
    },
    seo: {
      title: `${job.title} at ${company} in ${where} | ${siteName}`,
      description: `${job.title} job at ${company} in ${where}, ${job.minExp}-${job.maxExp} years of experience. Apply on ${siteName}.`,
      canonical,
      siteName,
      image: { url: origin + shareCardPath(job), alt: shareCardAlt(job) },
    },
    jsonLd: [
      jobPostingJsonLd(job, { siteName, url: canonical }),
      breadcrumbJsonLd(jobCrumbs(job, origin, vertical)),
    ],
  };
}
