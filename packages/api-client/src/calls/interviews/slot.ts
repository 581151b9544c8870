/** `GET user/interview/slot` (calls.md 7.6): An interview slot. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface InterviewSlotInput {
  slotid: string | number;
}

export const interviewSlot = defineCall({
  name: 'GET user/interview/slot',
  service: 'user',
  method: 'get',
  output: Unspecified,
  request: (input: InterviewSlotInput) => ({ path: 'user/interview/slot', query: { slotid: input.slotid } }),
});
