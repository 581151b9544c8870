/**
 * What the pages that list cards with their save and apply actions share: the job a page is about with
 * the jobs like it, and a list that stays as it is while a card's action is sent.
 */
import type { Site } from '@jobsite/shell/site';
import { similarJobsQuery } from '@jobsite/ui/JobCard/data';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';

/** A 404 for a job that is not there. */
export const jobNotFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** The job of that id and the jobs sharing its tags (none when it has none or the call fails); a 404 for no job. */
export async function jobWithSimilar(site: Site, id: string) {
  const job = await site.api.job.jobDetail({ jobcode: id }).catch(() => {
    throw jobNotFound();
  });
  const query = similarJobsQuery(job);
  const similar = query
    ? await site.api.job
        .similarJobs(query)
        .then((a) => a.jobs)
        .catch(() => [])
    : [];
  return { job, similar };
}

/** A card's action (save, unsave, hide) leaves the list as it is, so its Undo keeps working. */
export function keepListOnJobAction({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === '/job-actions' ? false : defaultShouldRevalidate;
}
