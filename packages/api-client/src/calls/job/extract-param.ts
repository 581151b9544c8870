/** `POST job/v2/extract-param` (calls.md 7.1): Reads keyword, cities and experience out of free search text. */
import { ExtractParamBody } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type ExtractParamInput = InputOf<typeof extractParam>;

export const extractParam = defineCall('POST job/v2/extract-param', {
  check: { body: ExtractParamBody },
  request: sends({ form: ['query'] }),
});
