/** `PUT job/jobfeed/{userId}/unfollowjob/{jobId}/` (calls.md 7.1): Hides a job from the feed; `undo: true` sends the undo variant (`undo=1`). */
import { defineCall } from '../../core/define-call.ts';

export interface UnfollowJobInput {
  userId: string | number;
  jobId: string | number;
  /** Send the undo variant. */
  undo?: boolean | undefined;
}

export const unfollowJob = defineCall('PUT job/jobfeed/{userId}/unfollowjob/{jobId}/', {
  request: (input: UnfollowJobInput) => ({
    params: { userId: input.userId, jobId: input.jobId },
    query: { undo: input.undo ? 1 : undefined },
    form: {},
  }),
});
