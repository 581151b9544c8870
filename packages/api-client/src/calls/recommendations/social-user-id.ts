/** `GET recommendation/socialuserid` (calls.md 7.7): The social user of a recommendation. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const recommendationSocialUserId = defineCall('GET recommendation/socialuserid', {
  request: (input: WireRecord) => ({ query: input }),
});
