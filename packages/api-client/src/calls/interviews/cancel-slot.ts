/** `POST user/interview/cancel-slot` (calls.md 7.6): Cancels a booked slot. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const cancelSlot = defineCall({
  name: 'POST user/interview/cancel-slot',
  service: 'user',
  method: 'post',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'user/interview/cancel-slot', form: input }),
});
