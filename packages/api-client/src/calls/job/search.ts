/** `GET job/search` (calls.md 7.1): Job search by keyword with the feed filters. */
import { JobFeedAnswer, JobSearchQuery } from '@jobsite/domain/calls';
import { defineCall, type QueryOf } from '../../core/define-call.ts';

export const search = defineCall({
  name: 'GET job/search',
  service: 'job',
  method: 'get',
  version: 2,
  check: { query: JobSearchQuery },
  output: JobFeedAnswer,
  request: (input: QueryOf<typeof JobSearchQuery>) => ({ path: 'job/search', query: input }),
});
