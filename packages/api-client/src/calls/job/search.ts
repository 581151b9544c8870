/**
 * `GET job/search` (calls.md 7.1): Job search by keyword with the feed filters. The answer says how the
 * search read the keyword (`searched`: its words as the vertical writes them, and the correction of its
 * spelling slips); `asTyped: '1'` searches the words without the correction.
 */
import { JobSearchQuery } from '@jobsite/domain/calls';
import { defineCall, type QueryOf } from '../../core/define-call.ts';

export const search = defineCall('GET job/search', {
  version: 2,
  check: { query: JobSearchQuery },
  request: (input: QueryOf<typeof JobSearchQuery>) => ({ query: input }),
});
