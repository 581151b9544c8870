/** `GET user/interview/slot-details` (calls.md 7.6): A slot's details. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type InterviewSlotDetailsInput = InputOf<typeof interviewSlotDetails>;

export const interviewSlotDetails = defineCall('GET user/interview/slot-details', {
  request: sends({ query: ['calendarId', 'slotId', 'from?', 'to?'] }),
});
