/** `GET job/getUnpublishedJobs` (calls.md 7.1): Unpublished jobs; `tag` defaults to 1183547 (the competition round's tag). */
import { JobFeedAnswer } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface UnpublishedJobsInput {
  tag?: string | number | undefined;
  page?: string | number | undefined;
}

export const unpublishedJobs = defineCall({
  name: 'GET job/getUnpublishedJobs',
  service: 'job',
  method: 'get',
  output: JobFeedAnswer,
  request: (input: UnpublishedJobsInput) => ({
    path: 'job/getUnpublishedJobs',
    query: { tag: input.tag ?? '1183547', page: input.page },
  }),
});
