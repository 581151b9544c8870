/** `GET job/top-jobs` (calls.md 7.1): A company's top jobs; `companyTopJobs` defaults to the catalogue's flag 1. */
import { TopJobsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface TopJobsInput {
  page?: string | number | undefined;
  slug?: string | number | undefined;
  companyId?: string | number | undefined;
  cid?: string | number | undefined;
  companyTopJobs?: string | number | undefined;
}

export const topJobs = defineCall('GET job/top-jobs', {
  check: { query: TopJobsQuery },
  request: (input: TopJobsInput) => ({
    query: {
      page: input.page,
      slug: input.slug,
      companyId: input.companyId,
      cid: input.cid,
      companyTopJobs: input.companyTopJobs ?? '1',
    },
  }),
});
