/** `POST subscription/hash` (calls.md 7.10): The signed hash of a payment. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export const subscriptionHash = defineCall({
  name: 'POST subscription/hash',
  service: 'subscription',
  method: 'post',
  bearer: 'optional',
  output: Unspecified,
  request: (input: WireRecord) => ({ path: 'subscription/hash', form: input }),
});
