/** `GET homepage/trending` (calls.md 7.11): Trending courses ("Trending Courses" slot). */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export const trendingCourses = defineCall({
  name: 'GET homepage/trending',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: () => ({ path: 'homepage/trending' }),
});
