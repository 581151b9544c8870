/** `GET job/jobfeed` (calls.md 7.1): The personalised job feed, filtered and sorted. */
import { JobFeedQuery } from '@jobsite/domain/calls';
import { defineCall, type QueryOf } from '../../core/define-call.ts';

export const jobfeed = defineCall('GET job/jobfeed', {
  version: 2,
  check: { query: JobFeedQuery },
  request: (input: QueryOf<typeof JobFeedQuery>) => ({ query: input }),
});
