/** `GET job/keyword/` (calls.md 7.1): A keyword (tag), its category and related tags. */
import { KeywordQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';
import { KeywordInfo } from '../../schemas/job.ts';

export interface KeywordInput {
  keywordId: string | number;
}

export const keyword = defineCall({
  name: 'GET job/keyword/',
  service: 'job',
  method: 'get',
  check: { query: KeywordQuery },
  output: KeywordInfo,
  request: (input: KeywordInput) => ({ path: 'job/keyword/', query: { keywordId: input.keywordId } }),
});
