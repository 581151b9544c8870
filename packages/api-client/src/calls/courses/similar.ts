/** `GET course/{id}/similar` (calls.md 7.11): Courses similar to one. */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export interface SimilarCoursesInput {
  id: string | number;
}

export const similarCourses = defineCall({
  name: 'GET course/{id}/similar',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: (input: SimilarCoursesInput) => ({ path: `course/${encodeURIComponent(input.id)}/similar` }),
});
