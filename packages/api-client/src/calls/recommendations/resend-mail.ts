/** `POST recommendation/resendmail` (calls.md 7.7): Resends a recommendation request. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const resendRecommendationMail = defineCall({
  name: 'POST recommendation/resendmail',
  service: 'user',
  method: 'post',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'recommendation/resendmail', form: input }),
});
