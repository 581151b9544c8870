/** `GET job/similarjobs` (calls.md 7.1): Jobs similar by tags (tags joined by comma; results switch loadMore off). */
import { SimilarJobsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SimilarJobsInput {
  tags: readonly (string | number)[];
  page?: string | number | undefined;
}

export const similarJobs = defineCall('GET job/similarjobs', {
  check: { query: SimilarJobsQuery },
  request: (input: SimilarJobsInput) => ({
    query: { tags: input.tags, page: input.page },
  }),
});
