/** `GET job/top-jobs` (calls.md 7.1): A company's top jobs; `companyTopJobs` defaults to the catalogue's flag 1. */
import { TopJobsQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type TopJobsInput = InputOf<typeof topJobs>;

export const topJobs = defineCall('GET job/top-jobs', {
  check: { query: TopJobsQuery },
  request: sends(
    { query: ['page?', 'slug?', 'companyId?', 'cid?', 'companyTopJobs?'] },
    { companyTopJobs: '1' },
  ),
});
