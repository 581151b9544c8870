/** `POST user/interview/cancel-slot` (calls.md 7.6): Cancels a booked slot. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const cancelSlot = defineCall('POST user/interview/cancel-slot', {
  request: (input: WireRecord) => ({ form: input }),
});
