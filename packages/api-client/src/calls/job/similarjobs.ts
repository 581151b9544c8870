/**
 * `GET job/similarjobs` (calls.md 7.1): jobs similar by tags (tags joined by comma; results switch loadMore
 * off), or to a job by its own tags (`jobcode`, which the answer leaves out).
 */
import { SimilarJobsAfterApplyQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type SimilarJobsInput = (
  | { tags: readonly (string | number)[]; jobcode?: undefined }
  | { jobcode: string | number; tags?: undefined }
) & { page?: string | number | undefined };

export const similarJobs = defineCall('GET job/similarjobs', {
  check: { query: SimilarJobsAfterApplyQuery },
  request: (input: SimilarJobsInput) => ({
    query: { tags: input.tags, jobcode: input.jobcode, page: input.page },
  }),
});
