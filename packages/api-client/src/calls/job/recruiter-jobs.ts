/** `GET job/jobfeed/{userId}/recruiter/{recruiterId}` (calls.md 7.1): A recruiter's jobs (the recruiter job feed; results switch loadMore off). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type RecruiterJobsInput = InputOf<typeof recruiterJobs>;

export const recruiterJobs = defineCall('GET job/jobfeed/{userId}/recruiter/{recruiterId}', {
  request: sends({ params: ['userId', 'recruiterId'], query: ['page?'] }),
});
