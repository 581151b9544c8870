/** `GET course/{userId}/{ids}/checkappliedcourses` (calls.md 7.11): Which of the courses the seeker enquired about. */
import { defineCall } from '../../core/define-call.ts';

export interface CheckAppliedCoursesInput {
  userId: string | number;
  ids: string | number;
}

export const checkAppliedCourses = defineCall('GET course/{userId}/{ids}/checkappliedcourses', {
  bearer: 'optional',
  request: (input: CheckAppliedCoursesInput) => ({
    params: { userId: input.userId, ids: input.ids },
  }),
});
