/** `GET job/view` (calls.md 7.2): Counts a view of a job. */
import { JobCodeQuery, JobViewAnswer } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface JobViewInput {
  jobcode: string | number;
}

export const jobView = defineCall({
  name: 'GET job/view',
  service: 'job',
  method: 'get',
  check: { query: JobCodeQuery },
  output: JobViewAnswer,
  request: (input: JobViewInput) => ({ path: 'job/view', query: { jobcode: input.jobcode } }),
});
