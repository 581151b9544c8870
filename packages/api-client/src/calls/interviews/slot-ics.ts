/** `GET user/interview/slot/ics` (calls.md 7.6): A booked slot as an iCalendar file (`text/calendar`). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type InterviewSlotIcsInput = InputOf<typeof interviewSlotIcs>;

export const interviewSlotIcs = defineCall('GET user/interview/slot/ics', {
  responseType: 'blob',
  request: sends({ query: ['slotid'] }),
});
