/** `GET job/jobfeed` (calls.md 7.1): The personalised job feed, filtered and sorted. */
import { JobFeedAnswer, JobFeedQuery } from '@jobsite/domain/calls';
import { defineCall, type QueryOf } from '../../core/define-call.ts';

export const jobfeed = defineCall({
  name: 'GET job/jobfeed',
  service: 'job',
  method: 'get',
  version: 2,
  check: { query: JobFeedQuery },
  output: JobFeedAnswer,
  request: (input: QueryOf<typeof JobFeedQuery>) => ({ path: 'job/jobfeed', query: input }),
});
