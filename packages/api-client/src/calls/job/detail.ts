/** `GET job/detail` (calls.md 7.2): A job's detail page. */
import { JobCodeQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface JobDetailInput {
  jobcode: string | number;
}

export const jobDetail = defineCall('GET job/detail', {
  check: { query: JobCodeQuery },
  request: (input: JobDetailInput) => ({ query: { jobcode: input.jobcode } }),
});
