/** `GET socialinfo` (calls.md 7.7): Connected social accounts. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const socialInfo = defineCall('GET socialinfo', {
  request: (input: WireRecord) => ({ query: input }),
});
