import { type JobFeedEntry, jobPath } from '@jobsite/domain';
import type { JobCardData } from '@jobsite/ui/JobCard';
import { jobCardFromEntry } from '@jobsite/ui/JobCard/data';

/**
 * A job as a listing's card shows it, with what a signed-in card's actions need beside it: the
 * recruiter (whose jobs a person may hide) and whether applying happens on the company's site.
 */
export interface ListingCard extends JobCardData {
  recruiter: { id: number; name: string };
  external: boolean;
}

/** A feed entry as the listing's card shows it (computed on the server; see `jobCardFromEntry`). */
export function toCard(job: JobFeedEntry, now: number): ListingCard {
  return {
    ...jobCardFromEntry(job, now, jobPath(job)),
    recruiter: { id: job.recruiter.id, name: job.recruiter.name || 'this recruiter' },
    external: job.applyType === 'external',
  };
}
