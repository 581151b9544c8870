/** `GET job/detail` (calls.md 7.2): A job's detail page. */
import { JobDetail } from '@jobsite/domain';
import { JobCodeQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface JobDetailInput {
  jobcode: string | number;
}

export const jobDetail = defineCall({
  name: 'GET job/detail',
  service: 'job',
  method: 'get',
  check: { query: JobCodeQuery },
  output: JobDetail,
  request: (input: JobDetailInput) => ({ path: 'job/detail', query: { jobcode: input.jobcode } }),
});
