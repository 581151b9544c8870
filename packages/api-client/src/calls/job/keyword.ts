/** `GET job/keyword/` (calls.md 7.1): A keyword (tag), its category and related tags. */
import { KeywordQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface KeywordInput {
  keywordId: string | number;
}

export const keyword = defineCall('GET job/keyword/', {
  check: { query: KeywordQuery },
  request: (input: KeywordInput) => ({ query: { keywordId: input.keywordId } }),
});
