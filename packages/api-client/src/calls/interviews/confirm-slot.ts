/** `POST user/interview/confirm-slot` (calls.md 7.6): Books a slot (moving an earlier booking on its calendar). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type ConfirmSlotInput = InputOf<typeof confirmSlot>;

export const confirmSlot = defineCall('POST user/interview/confirm-slot', {
  request: sends({ form: ['slotid'] }),
});
