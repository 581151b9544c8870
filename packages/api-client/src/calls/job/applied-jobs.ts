/** `GET job/applied-jobs` (calls.md 7.1): The seeker's applied jobs, by status. */
import { JobFeedAnswer } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface AppliedJobsInput {
  page?: string | number | undefined;
  status?: string | number | undefined;
}

export const appliedJobs = defineCall({
  name: 'GET job/applied-jobs',
  service: 'job',
  method: 'get',
  output: JobFeedAnswer,
  request: (input: AppliedJobsInput) => ({
    path: 'job/applied-jobs',
    query: { page: input.page, status: input.status },
  }),
});
