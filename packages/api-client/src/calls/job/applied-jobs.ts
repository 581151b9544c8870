/**
 * `GET job/applied-jobs` (calls.md 7.1): the seeker's applied jobs, by status. Each job carries its
 * application (status, applied and updated times; decision 0008).
 */
import { JobFeedEntry } from '@jobsite/domain';
import { APPLICATION_STATUSES, JobFeedAnswer } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

const AppliedJobsAnswer = v.object({
  ...JobFeedAnswer.entries,
  jobs: v.array(
    v.intersect([
      JobFeedEntry,
      v.object({
        application: v.optional(
          v.object({
            status: v.picklist(APPLICATION_STATUSES),
            appliedAt: v.string(),
            updatedAt: v.string(),
          }),
        ),
      }),
    ]),
  ),
});

export interface AppliedJobsInput {
  page?: string | number | undefined;
  status?: string | number | undefined;
}

export const appliedJobs = defineCall({
  name: 'GET job/applied-jobs',
  service: 'job',
  method: 'get',
  output: AppliedJobsAnswer,
  request: (input: AppliedJobsInput) => ({
    path: 'job/applied-jobs',
    query: { page: input.page, status: input.status },
  }),
});
