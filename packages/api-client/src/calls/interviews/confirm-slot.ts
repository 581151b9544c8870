/** `POST user/interview/confirm-slot` (calls.md 7.6): Books a slot. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const confirmSlot = defineCall('POST user/interview/confirm-slot', {
  request: (input: WireRecord) => ({ form: input }),
});
