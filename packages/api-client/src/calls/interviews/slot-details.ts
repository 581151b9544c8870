/** `GET user/interview/slot-details` (calls.md 7.6): A slot's details. */
import { defineCall } from '../../core/define-call.ts';

export interface InterviewSlotDetailsInput {
  calendarId: string | number;
  slotId: string | number;
  from?: string | number | undefined;
  to?: string | number | undefined;
}

export const interviewSlotDetails = defineCall('GET user/interview/slot-details', {
  request: (input: InterviewSlotDetailsInput) => ({
    query: { calendarId: input.calendarId, slotId: input.slotId, from: input.from, to: input.to },
  }),
});
