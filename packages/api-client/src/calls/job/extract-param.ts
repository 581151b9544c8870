/** `POST job/v2/extract-param` (calls.md 7.1): Reads keyword, cities and experience out of free search text. */
import { ExtractParamAnswer, ExtractParamBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface ExtractParamInput {
  query: string | number;
}

export const extractParam = defineCall({
  name: 'POST job/v2/extract-param',
  service: 'job',
  method: 'post',
  check: { body: ExtractParamBody },
  output: ExtractParamAnswer,
  request: (input: ExtractParamInput) => ({ path: 'job/v2/extract-param', form: { query: input.query } }),
});
