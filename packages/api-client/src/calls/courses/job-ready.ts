/** `GET course/{userId}/jobready/{jobId}` (calls.md 7.11): Courses that make the seeker ready for a job. */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export interface JobReadyCoursesInput {
  userId: string | number;
  jobId: string | number;
}

export const jobReadyCourses = defineCall({
  name: 'GET course/{userId}/jobready/{jobId}',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: (input: JobReadyCoursesInput) => ({
    path: `course/${encodeURIComponent(input.userId)}/jobready/${encodeURIComponent(input.jobId)}`,
  }),
});
