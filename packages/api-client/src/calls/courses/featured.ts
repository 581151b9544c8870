/** `GET homepage/featured` (calls.md 7.11): Featured courses ("Learn & Grow" slot). */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export const featuredCourses = defineCall({
  name: 'GET homepage/featured',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: () => ({ path: 'homepage/featured' }),
});
