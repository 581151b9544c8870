/** `POST user/interview/cancel-slot` (calls.md 7.6): Cancels a booked slot, until the cut-off before it starts. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CancelSlotInput = InputOf<typeof cancelSlot>;

export const cancelSlot = defineCall('POST user/interview/cancel-slot', {
  request: sends({ form: ['slotid'] }),
});
