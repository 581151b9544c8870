/** `POST job/v2/extract-param` (calls.md 7.1): Reads keyword, cities and experience out of free search text. */
import { ExtractParamBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface ExtractParamInput {
  query: string | number;
}

export const extractParam = defineCall('POST job/v2/extract-param', {
  check: { body: ExtractParamBody },
  request: (input: ExtractParamInput) => ({ form: { query: input.query } }),
});
