/** `GET user/interview/slot` (calls.md 7.6): An interview slot. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type InterviewSlotInput = InputOf<typeof interviewSlot>;

export const interviewSlot = defineCall('GET user/interview/slot', {
  request: sends({ query: ['slotid'] }),
});
