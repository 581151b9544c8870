/** `GET course/{userId}/jobready/{jobId}` (calls.md 7.11): Courses that make the seeker ready for a job. */
import { defineCall } from '../../core/define-call.ts';

export interface JobReadyCoursesInput {
  userId: string | number;
  jobId: string | number;
}

export const jobReadyCourses = defineCall('GET course/{userId}/jobready/{jobId}', {
  bearer: 'optional',
  request: (input: JobReadyCoursesInput) => ({
    params: { userId: input.userId, jobId: input.jobId },
  }),
});
