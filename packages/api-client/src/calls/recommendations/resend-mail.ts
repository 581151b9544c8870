/** `POST recommendation/resendmail` (calls.md 7.7): Resends a recommendation request. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const resendRecommendationMail = defineCall('POST recommendation/resendmail', {
  request: (input: WireRecord) => ({ form: input }),
});
