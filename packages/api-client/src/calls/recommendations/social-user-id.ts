/** `GET recommendation/socialuserid` (calls.md 7.7): The social user of a recommendation. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export const recommendationSocialUserId = defineCall({
  name: 'GET recommendation/socialuserid',
  service: 'extUser',
  method: 'get',
  output: Unspecified,
  request: (input: WireRecord) => ({ path: 'recommendation/socialuserid', query: input }),
});
