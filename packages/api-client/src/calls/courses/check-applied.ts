/** `GET course/{userId}/{ids}/checkappliedcourses` (calls.md 7.11): Which of the courses the seeker enquired about. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface CheckAppliedCoursesInput {
  userId: string | number;
  ids: string | number;
}

export const checkAppliedCourses = defineCall({
  name: 'GET course/{userId}/{ids}/checkappliedcourses',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: Unspecified,
  request: (input: CheckAppliedCoursesInput) => ({
    path: `course/${encodeURIComponent(input.userId)}/${encodeURIComponent(input.ids)}/checkappliedcourses`,
  }),
});
