/** `GET course/{userId}/user/{id}/detail` (calls.md 7.11): A course's detail. */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type CourseDetailInput = InputOf<typeof courseDetail>;

export const courseDetail = defineCall('GET course/{userId}/user/{id}/detail', {
  bearer: 'optional',
});
