/** `GET user/interview/slots` (calls.md 7.6): Interview slots, booked or open. */
import { defineCall } from '../../core/define-call.ts';

export interface InterviewSlotsInput {
  booked?: string | number | undefined;
  pageNumber?: string | number | undefined;
  pageContent?: string | number | undefined;
}

export const interviewSlots = defineCall('GET user/interview/slots', {
  request: (input: InterviewSlotsInput) => ({
    query: { booked: input.booked, pageNumber: input.pageNumber, pageContent: input.pageContent },
  }),
});
