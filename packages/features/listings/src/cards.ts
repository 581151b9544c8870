import { type JobFeedEntry, jobPath } from '@jobsite/domain';
import type { JobCardData } from '@jobsite/ui/JobCard';
import { jobCardFromEntry } from '@jobsite/ui/JobCard/data';

/** A feed entry as the listing's card shows it (computed on the server; see `jobCardFromEntry`). */
export function toCard(job: JobFeedEntry, now: number): JobCardData {
  return jobCardFromEntry(job, now, jobPath(job));
}
