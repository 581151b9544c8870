/** `PUT job/jobfeed/{userId}/unfollowjob/{jobId}/` (calls.md 7.1): Hides a job from the feed; `undo: true` sends the undo variant (`undo=1`). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface UnfollowJobInput {
  userId: string | number;
  jobId: string | number;
  /** Send the undo variant. */
  undo?: boolean | undefined;
}

export const unfollowJob = defineCall({
  name: 'PUT job/jobfeed/{userId}/unfollowjob/{jobId}/',
  service: 'job',
  method: 'put',
  output: Ack,
  request: (input: UnfollowJobInput) => ({
    path: `job/jobfeed/${encodeURIComponent(input.userId)}/unfollowjob/${encodeURIComponent(input.jobId)}/`,
    query: { undo: input.undo ? 1 : undefined },
    form: {},
  }),
});
