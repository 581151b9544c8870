/** `GET recommendation` (calls.md 7.7): A recommendation request (ext/user). */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export const extRecommendation = defineCall({
  name: 'GET recommendation',
  service: 'extUser',
  method: 'get',
  output: Unspecified,
  request: (input: WireRecord) => ({ path: 'recommendation', query: input }),
});
