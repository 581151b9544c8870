/** `GET course/{id}/enquiry` (calls.md 7.11): Whether the seeker enquired about a course. */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type CourseEnquiryStatusInput = InputOf<typeof courseEnquiryStatus>;

export const courseEnquiryStatus = defineCall('GET course/{id}/enquiry', {
  bearer: 'optional',
});
