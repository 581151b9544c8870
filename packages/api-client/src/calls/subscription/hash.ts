/** `POST subscription/hash` (calls.md 7.10): The signed hash of a payment. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const subscriptionHash = defineCall('POST subscription/hash', {
  bearer: 'optional',
  request: (input: WireRecord) => ({ form: input }),
});
