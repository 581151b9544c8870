/** `GET course/{id}/enquiry` (calls.md 7.11): Whether the seeker enquired about a course. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface CourseEnquiryStatusInput {
  id: string | number;
}

export const courseEnquiryStatus = defineCall({
  name: 'GET course/{id}/enquiry',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: Unspecified,
  request: (input: CourseEnquiryStatusInput) => ({ path: `course/${encodeURIComponent(input.id)}/enquiry` }),
});
