/** `GET job/getUnpublishedJobs` (calls.md 7.1): Unpublished jobs; `tag` defaults to 1183547 (the competition round's tag). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type UnpublishedJobsInput = InputOf<typeof unpublishedJobs>;

export const unpublishedJobs = defineCall('GET job/getUnpublishedJobs', {
  request: sends({ query: ['tag?', 'page?'] }, { tag: '1183547' }),
});
