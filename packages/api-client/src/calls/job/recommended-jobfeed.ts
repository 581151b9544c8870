/** `GET job/jobfeed` (calls.md 7.1): The recommended variant of the job feed: the same call without the version header. */
import { JobFeedQuery } from '@jobsite/domain/calls';
import { defineCall, type QueryOf } from '../../core/define-call.ts';

export const recommendedJobfeed = defineCall('GET job/jobfeed', {
  check: { query: JobFeedQuery },
  request: (input: QueryOf<typeof JobFeedQuery>) => ({ query: input }),
});
