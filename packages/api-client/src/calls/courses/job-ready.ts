/** `GET course/{userId}/jobready/{jobId}` (calls.md 7.11): Courses that make the seeker ready for a job. */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type JobReadyCoursesInput = InputOf<typeof jobReadyCourses>;

export const jobReadyCourses = defineCall('GET course/{userId}/jobready/{jobId}', {
  bearer: 'optional',
});
