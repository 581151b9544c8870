/** `GET job/recommended-jobs` (calls.md 7.1): Jobs recommended to the seeker. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type RecommendedJobsInput = InputOf<typeof recommendedJobs>;

export const recommendedJobs = defineCall('GET job/recommended-jobs', {
  request: sends({ query: ['page?'] }),
});
