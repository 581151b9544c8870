/** `GET recommendation/profile` (calls.md 7.7): The profile behind a recommendation request. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const recommendationProfile = defineCall('GET recommendation/profile', {
  request: (input: WireRecord) => ({ query: input }),
});
