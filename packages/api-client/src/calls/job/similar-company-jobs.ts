/** `GET job/similar-company-jobs` (calls.md 7.1): Jobs at companies similar to the seeker's. */
import { defineCall } from '../../core/define-call.ts';

export interface SimilarCompanyJobsInput {
  page?: string | number | undefined;
}

export const similarCompanyJobs = defineCall('GET job/similar-company-jobs', {
  request: (input: SimilarCompanyJobsInput) => ({
    query: { page: input.page },
  }),
});
