/** `GET job/saved-jobs` (calls.md 7.1): The seeker's saved jobs. */
import { JobFeedAnswer } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SavedJobsInput {
  page?: string | number | undefined;
}

export const savedJobs = defineCall({
  name: 'GET job/saved-jobs',
  service: 'job',
  method: 'get',
  output: JobFeedAnswer,
  request: (input: SavedJobsInput) => ({ path: 'job/saved-jobs', query: { page: input.page } }),
});
