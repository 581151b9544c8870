/** `GET job/similar-company-jobs` (calls.md 7.1): Jobs at companies similar to the seeker's. */
import { JobFeedAnswer } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SimilarCompanyJobsInput {
  page?: string | number | undefined;
}

export const similarCompanyJobs = defineCall({
  name: 'GET job/similar-company-jobs',
  service: 'job',
  method: 'get',
  output: JobFeedAnswer,
  request: (input: SimilarCompanyJobsInput) => ({
    path: 'job/similar-company-jobs',
    query: { page: input.page },
  }),
});
