/** `GET course/unpublish` (calls.md 7.11): Unpublished courses. */
import { defineCall } from '../../core/define-call.ts';

export const unpublishedCourses = defineCall('GET course/unpublish', {
  bearer: 'optional',
});
