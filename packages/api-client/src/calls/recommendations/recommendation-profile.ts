/** `GET recommendation/profile` (calls.md 7.7): The profile behind a recommendation request. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export const recommendationProfile = defineCall({
  name: 'GET recommendation/profile',
  service: 'extUser',
  method: 'get',
  output: Unspecified,
  request: (input: WireRecord) => ({ path: 'recommendation/profile', query: input }),
});
