/** `GET billboard/featured-institutes` (calls.md 7.11): Featured institutes of the billboard. */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export const featuredInstitutes = defineCall({
  name: 'GET billboard/featured-institutes',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: () => ({ path: 'billboard/featured-institutes' }),
});
