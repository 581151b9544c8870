/** `GET job/jobfeed/{userId}/recruiter/{recruiterId}` (calls.md 7.1): A recruiter's jobs (the recruiter job feed; results switch loadMore off). */
import { JobFeedAnswer } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface RecruiterJobsInput {
  userId: string | number;
  recruiterId: string | number;
  page?: string | number | undefined;
}

export const recruiterJobs = defineCall({
  name: 'GET job/jobfeed/{userId}/recruiter/{recruiterId}',
  service: 'job',
  method: 'get',
  output: JobFeedAnswer,
  request: (input: RecruiterJobsInput) => ({
    path: `job/jobfeed/${encodeURIComponent(input.userId)}/recruiter/${encodeURIComponent(input.recruiterId)}`,
    query: { page: input.page },
  }),
});
