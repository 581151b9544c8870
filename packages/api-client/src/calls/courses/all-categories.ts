/** `GET homePage/allcat` (calls.md 7.11): Every course category. */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export const courseCategories = defineCall({
  name: 'GET homePage/allcat',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: () => ({ path: 'homePage/allcat' }),
});
