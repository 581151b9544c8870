/** `GET job/keyword/` (calls.md 7.1): A keyword (tag), its category and related tags. */
import { KeywordQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type KeywordInput = InputOf<typeof keyword>;

export const keyword = defineCall('GET job/keyword/', {
  check: { query: KeywordQuery },
  request: sends({ query: ['keywordId'] }),
});
