/** `GET user/interview/slots` (calls.md 7.6): Interview slots, booked or open. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type InterviewSlotsInput = InputOf<typeof interviewSlots>;

export const interviewSlots = defineCall('GET user/interview/slots', {
  request: sends({ query: ['booked?', 'pageNumber?', 'pageContent?'] }),
});
