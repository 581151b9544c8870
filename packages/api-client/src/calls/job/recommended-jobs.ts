/** `GET job/recommended-jobs` (calls.md 7.1): Jobs recommended to the seeker. */
import { defineCall } from '../../core/define-call.ts';

export interface RecommendedJobsInput {
  page?: string | number | undefined;
}

export const recommendedJobs = defineCall('GET job/recommended-jobs', {
  request: (input: RecommendedJobsInput) => ({ query: { page: input.page } }),
});
