/** `GET course/{userId}/{ids}/checkappliedcourses` (calls.md 7.11): Which of the courses the seeker enquired about. */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type CheckAppliedCoursesInput = InputOf<typeof checkAppliedCourses>;

export const checkAppliedCourses = defineCall('GET course/{userId}/{ids}/checkappliedcourses', {
  bearer: 'optional',
});
