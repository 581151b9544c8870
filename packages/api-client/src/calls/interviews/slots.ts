/** `GET user/interview/slots` (calls.md 7.6): Interview slots, booked or open. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface InterviewSlotsInput {
  booked?: string | number | undefined;
  pageNumber?: string | number | undefined;
  pageContent?: string | number | undefined;
}

export const interviewSlots = defineCall({
  name: 'GET user/interview/slots',
  service: 'user',
  method: 'get',
  output: Unspecified,
  request: (input: InterviewSlotsInput) => ({
    path: 'user/interview/slots',
    query: { booked: input.booked, pageNumber: input.pageNumber, pageContent: input.pageContent },
  }),
});
