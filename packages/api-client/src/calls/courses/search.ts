/** `GET course/{userId}/search` (calls.md 7.11): Course search. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export interface CourseSearchInput {
  userId: string | number;
  query?: WireRecord | undefined;
}

export const courseSearch = defineCall({
  name: 'GET course/{userId}/search',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: (input: CourseSearchInput) => ({
    path: `course/${encodeURIComponent(input.userId)}/search`,
    query: input.query,
  }),
});
