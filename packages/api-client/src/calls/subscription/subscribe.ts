/** `POST subscription` (calls.md 7.10): Starts a subscription. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const subscribe = defineCall('POST subscription', {
  bearer: 'optional',
  request: (input: WireRecord) => ({ form: input }),
});
