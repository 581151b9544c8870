/** `GET homepage/topinstitute` (calls.md 7.11): Top institutes ("Featured Institute" slot). */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export const topInstitutes = defineCall({
  name: 'GET homepage/topinstitute',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: () => ({ path: 'homepage/topinstitute' }),
});
