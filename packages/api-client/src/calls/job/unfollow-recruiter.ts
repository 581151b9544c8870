/** `PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/` (calls.md 7.1): Unfollows a recruiter; `undo: true` sends the undo variant (`undo=1`). */
import { defineCall } from '../../core/define-call.ts';
import { type Undoable, undoableRequest } from './undo.ts';

export interface UnfollowRecruiterInput extends Undoable {
  userId: string | number;
  recruiterId: string | number;
}

export const unfollowRecruiter = defineCall('PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/', {
  request: ({ userId, recruiterId, undo }: UnfollowRecruiterInput) =>
    undoableRequest({ userId, recruiterId }, undo),
});
