/** `GET recommendation` (calls.md 7.7): A recommendation request (ext/user). */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const extRecommendation = defineCall('GET recommendation', {
  request: (input: WireRecord) => ({ query: input }),
});
