/** `GET job/jobfeed/{userId}/recruiter/{recruiterId}` (calls.md 7.1): A recruiter's jobs (the recruiter job feed; results switch loadMore off). */
import { defineCall } from '../../core/define-call.ts';

export interface RecruiterJobsInput {
  userId: string | number;
  recruiterId: string | number;
  page?: string | number | undefined;
}

export const recruiterJobs = defineCall('GET job/jobfeed/{userId}/recruiter/{recruiterId}', {
  request: (input: RecruiterJobsInput) => ({
    params: { userId: input.userId, recruiterId: input.recruiterId },
    query: { page: input.page },
  }),
});
