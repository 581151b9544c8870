/** `GET user/interview/slot` (calls.md 7.6): An interview slot. */
import { defineCall } from '../../core/define-call.ts';

export interface InterviewSlotInput {
  slotid: string | number;
}

export const interviewSlot = defineCall('GET user/interview/slot', {
  request: (input: InterviewSlotInput) => ({ query: { slotid: input.slotid } }),
});
