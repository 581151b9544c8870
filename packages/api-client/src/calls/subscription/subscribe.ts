/** `POST subscription` (calls.md 7.10): Starts a subscription. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export const subscribe = defineCall({
  name: 'POST subscription',
  service: 'subscription',
  method: 'post',
  bearer: 'optional',
  output: Unspecified,
  request: (input: WireRecord) => ({ path: 'subscription', form: input }),
});
