import { type JobFeedEntry, jobPath } from '@jobsite/domain';
import type { JobCardData } from '@jobsite/ui/JobCard';

const DAY_MS = 86_400_000;

function formatSalary(job: Pick<JobFeedEntry, 'minSalary' | 'maxSalary' | 'hideSalary'>): string | null {
  if (job.hideSalary || (job.minSalary === null && job.maxSalary === null)) return null;
  const fmt = (n: number) => String(Math.round(n * 10) / 10);
  if (job.minSalary !== null && job.maxSalary !== null && job.maxSalary !== job.minSalary)
    return `₹${fmt(job.minSalary)}-${fmt(job.maxSalary)} LPA`;
  return `₹${fmt(job.minSalary ?? job.maxSalary ?? 0)} LPA`;
}

/** A feed card and the recruiter behind it (for "hide this recruiter's jobs"). */
export interface FeedCard extends JobCardData {
  recruiter: { id: number; name: string };
  external: boolean;
}

/** A feed entry as the card shows it, computed on the server so the HTML and the hydrated page agree. */
export function toCard(job: JobFeedEntry, now: number): FeedCard {
  return {
    id: String(job.id),
    title: job.title,
    href: jobPath(job),
    company: job.company ? { name: job.company.name } : null,
    cities: job.cities.map((c) => c.name),
    experience: { min: job.minExp, max: job.maxExp },
    salary: formatSalary(job),
    tags: job.tags.slice(0, 5).map((t) => t.name),
    postedDaysAgo: Math.max(0, Math.floor((now - Date.parse(job.postedAt)) / DAY_MS)),
    saved: job.saved === 1,
    applied: job.applied,
    femaleFriendly: job.femaleCandidate || job.femaleBackWorkForce,
    workFromHome: job.workFromHome,
    recruiter: { id: job.recruiter.id, name: job.recruiter.name || 'this recruiter' },
    external: job.applyType === 'external',
  };
}
