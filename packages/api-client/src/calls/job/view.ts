/** `GET job/view` (calls.md 7.2): Counts a view of a job. */
import { JobCodeQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface JobViewInput {
  jobcode: string | number;
}

export const jobView = defineCall('GET job/view', {
  check: { query: JobCodeQuery },
  request: (input: JobViewInput) => ({ query: { jobcode: input.jobcode } }),
});
