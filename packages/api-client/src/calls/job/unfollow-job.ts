/** `PUT job/jobfeed/{userId}/unfollowjob/{jobId}/` (calls.md 7.1): Hides a job from the feed; `undo: true` sends the undo variant (`undo=1`). */
import { defineCall } from '../../core/define-call.ts';
import { type Undoable, undoableRequest } from './undo.ts';

export interface UnfollowJobInput extends Undoable {
  userId: string | number;
  jobId: string | number;
}

export const unfollowJob = defineCall('PUT job/jobfeed/{userId}/unfollowjob/{jobId}/', {
  request: ({ userId, jobId, undo }: UnfollowJobInput) => undoableRequest({ userId, jobId }, undo),
});
