/** `GET job/getUnpublishedJobs` (calls.md 7.1): Unpublished jobs; `tag` defaults to 1183547 (the competition round's tag). */
import { defineCall } from '../../core/define-call.ts';

export interface UnpublishedJobsInput {
  tag?: string | number | undefined;
  page?: string | number | undefined;
}

export const unpublishedJobs = defineCall('GET job/getUnpublishedJobs', {
  request: (input: UnpublishedJobsInput) => ({
    query: { tag: input.tag ?? '1183547', page: input.page },
  }),
});
