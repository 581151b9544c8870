/** `GET courses-list` (calls.md 7.11): The course list. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export const coursesList = defineCall({
  name: 'GET courses-list',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: (input: WireRecord) => ({ path: 'courses-list', query: input }),
});
