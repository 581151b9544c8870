/** `GET job/saved-jobs` (calls.md 7.1): The seeker's saved jobs. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type SavedJobsInput = InputOf<typeof savedJobs>;

export const savedJobs = defineCall('GET job/saved-jobs', {
  request: sends({ query: ['page?'] }),
});
