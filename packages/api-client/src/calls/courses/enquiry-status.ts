/** `GET course/{id}/enquiry` (calls.md 7.11): Whether the seeker enquired about a course. */
import { defineCall } from '../../core/define-call.ts';

export interface CourseEnquiryStatusInput {
  id: string | number;
}

export const courseEnquiryStatus = defineCall('GET course/{id}/enquiry', {
  bearer: 'optional',
  request: (input: CourseEnquiryStatusInput) => ({ params: { id: input.id } }),
});
