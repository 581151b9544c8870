/** `PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/` (calls.md 7.1): Unfollows a recruiter; `undo: true` sends the undo variant (`undo=1`). */
import { defineCall } from '../../core/define-call.ts';

export interface UnfollowRecruiterInput {
  userId: string | number;
  recruiterId: string | number;
  /** Send the undo variant. */
  undo?: boolean | undefined;
}

export const unfollowRecruiter = defineCall('PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/', {
  request: (input: UnfollowRecruiterInput) => ({
    params: { userId: input.userId, recruiterId: input.recruiterId },
    query: { undo: input.undo ? 1 : undefined },
    form: {},
  }),
});
