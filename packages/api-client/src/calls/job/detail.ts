/** `GET job/detail` (calls.md 7.2): A job's detail page. */
import { JobCodeQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type JobDetailInput = InputOf<typeof jobDetail>;

export const jobDetail = defineCall('GET job/detail', {
  check: { query: JobCodeQuery },
  request: sends({ query: ['jobcode'] }),
});
