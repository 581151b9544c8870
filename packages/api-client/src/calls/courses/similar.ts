/** `GET course/{id}/similar` (calls.md 7.11): Courses similar to one. */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type SimilarCoursesInput = InputOf<typeof similarCourses>;

export const similarCourses = defineCall('GET course/{id}/similar', {
  bearer: 'optional',
});
