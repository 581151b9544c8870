/** `POST user/interview/confirm-slot` (calls.md 7.6): Books a slot. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const confirmSlot = defineCall({
  name: 'POST user/interview/confirm-slot',
  service: 'user',
  method: 'post',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'user/interview/confirm-slot', form: input }),
});
