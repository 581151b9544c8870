/** `GET user/interview/slot-details` (calls.md 7.6): A slot's details. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface InterviewSlotDetailsInput {
  calendarId: string | number;
  slotId: string | number;
  from?: string | number | undefined;
  to?: string | number | undefined;
}

export const interviewSlotDetails = defineCall({
  name: 'GET user/interview/slot-details',
  service: 'user',
  method: 'get',
  output: Unspecified,
  request: (input: InterviewSlotDetailsInput) => ({
    path: 'user/interview/slot-details',
    query: { calendarId: input.calendarId, slotId: input.slotId, from: input.from, to: input.to },
  }),
});
