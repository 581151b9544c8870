/** `GET job/view` (calls.md 7.2): Counts a view of a job. */
import { JobCodeQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type JobViewInput = InputOf<typeof jobView>;

export const jobView = defineCall('GET job/view', {
  check: { query: JobCodeQuery },
  request: sends({ query: ['jobcode'] }),
});
