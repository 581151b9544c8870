/**
 * `GET user/interview/slots` (calls.md 7.6): The seeker's interviews, booked (`booked=1`), still to book
 * (`booked=0`) or all; `pageNumber` 0-based, `pageContent` the page size (1 to 50).
 */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type InterviewSlotsInput = InputOf<typeof interviewSlots>;

export const interviewSlots = defineCall('GET user/interview/slots', {
  request: sends({ query: ['booked?', 'pageNumber?', 'pageContent?'] }),
});
