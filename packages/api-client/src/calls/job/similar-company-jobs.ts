/** `GET job/similar-company-jobs` (calls.md 7.1): Jobs at companies similar to the seeker's. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type SimilarCompanyJobsInput = InputOf<typeof similarCompanyJobs>;

export const similarCompanyJobs = defineCall('GET job/similar-company-jobs', {
  request: sends({ query: ['page?'] }),
});
