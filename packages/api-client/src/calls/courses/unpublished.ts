/** `GET course/unpublish` (calls.md 7.11): Unpublished courses. */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export const unpublishedCourses = defineCall({
  name: 'GET course/unpublish',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: () => ({ path: 'course/unpublish' }),
});
