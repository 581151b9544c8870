/** `GET job/recommended-jobs` (calls.md 7.1): Jobs recommended to the seeker. */
import { JobFeedAnswer } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface RecommendedJobsInput {
  page?: string | number | undefined;
}

export const recommendedJobs = defineCall({
  name: 'GET job/recommended-jobs',
  service: 'job',
  method: 'get',
  output: JobFeedAnswer,
  request: (input: RecommendedJobsInput) => ({ path: 'job/recommended-jobs', query: { page: input.page } }),
});
