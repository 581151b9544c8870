/** `GET job/saved-jobs` (calls.md 7.1): The seeker's saved jobs. */
import { defineCall } from '../../core/define-call.ts';

export interface SavedJobsInput {
  page?: string | number | undefined;
}

export const savedJobs = defineCall('GET job/saved-jobs', {
  request: (input: SavedJobsInput) => ({ query: { page: input.page } }),
});
