import { type JobFeedEntry, jobPath } from '@jobsite/domain';
import type { JobCardData } from '@jobsite/ui/JobCard';
import { jobCardFromEntry } from '@jobsite/ui/JobCard/data';

/** A feed card and the recruiter behind it (for "hide this recruiter's jobs"). */
export interface FeedCard extends JobCardData {
  recruiter: { id: number; name: string };
  external: boolean;
}

/** A feed entry as the card shows it, computed on the server so the HTML and the hydrated page agree. */
export function toCard(job: JobFeedEntry, now: number): FeedCard {
  return {
    ...jobCardFromEntry(job, now, jobPath(job)),
    recruiter: { id: job.recruiter.id, name: job.recruiter.name || 'this recruiter' },
    external: job.applyType === 'external',
  };
}
