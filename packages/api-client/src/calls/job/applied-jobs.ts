/**
 * `GET job/applied-jobs` (calls.md 7.1): the seeker's applied jobs, by status. Each job carries its
 * application (status, applied and updated times; decision 0008).
 */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type AppliedJobsInput = InputOf<typeof appliedJobs>;

export const appliedJobs = defineCall('GET job/applied-jobs', {
  request: sends({ query: ['page?', 'status?'] }),
});
