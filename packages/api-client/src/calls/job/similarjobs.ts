/** `GET job/similarjobs` (calls.md 7.1): Jobs similar by tags (tags joined by comma; results switch loadMore off). */
import { JobFeedAnswer, SimilarJobsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SimilarJobsInput {
  tags: readonly (string | number)[];
  page?: string | number | undefined;
}

export const similarJobs = defineCall({
  name: 'GET job/similarjobs',
  service: 'job',
  method: 'get',
  check: { query: SimilarJobsQuery },
  output: JobFeedAnswer,
  request: (input: SimilarJobsInput) => ({
    path: 'job/similarjobs',
    query: { tags: input.tags, page: input.page },
  }),
});
