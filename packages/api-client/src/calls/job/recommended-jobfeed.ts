/** `GET job/jobfeed` (calls.md 7.1): The recommended variant of the job feed: the same call without the version header. */
import { JobFeedAnswer, JobFeedQuery } from '@jobsite/domain/calls';
import { defineCall, type QueryOf } from '../../core/define-call.ts';

export const recommendedJobfeed = defineCall({
  name: 'GET job/jobfeed',
  service: 'job',
  method: 'get',
  check: { query: JobFeedQuery },
  output: JobFeedAnswer,
  request: (input: QueryOf<typeof JobFeedQuery>) => ({ path: 'job/jobfeed', query: input }),
});
