/** `GET course/{id}/similar` (calls.md 7.11): Courses similar to one. */
import { defineCall } from '../../core/define-call.ts';

export interface SimilarCoursesInput {
  id: string | number;
}

export const similarCourses = defineCall('GET course/{id}/similar', {
  bearer: 'optional',
  request: (input: SimilarCoursesInput) => ({ params: { id: input.id } }),
});
