/**
 * `GET job/applied-jobs` (calls.md 7.1): the seeker's applied jobs, by status. Each job carries its
 * application (status, applied and updated times; decision 0008).
 */
import { defineCall } from '../../core/define-call.ts';

export interface AppliedJobsInput {
  page?: string | number | undefined;
  status?: string | number | undefined;
}

export const appliedJobs = defineCall('GET job/applied-jobs', {
  request: (input: AppliedJobsInput) => ({ query: { page: input.page, status: input.status } }),
});
