/** `PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/` (calls.md 7.1): Unfollows a recruiter; `undo: true` sends the undo variant (`undo=1`). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface UnfollowRecruiterInput {
  userId: string | number;
  recruiterId: string | number;
  /** Send the undo variant. */
  undo?: boolean | undefined;
}

export const unfollowRecruiter = defineCall({
  name: 'PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/',
  service: 'job',
  method: 'put',
  output: Ack,
  request: (input: UnfollowRecruiterInput) => ({
    path: `job/jobfeed/${encodeURIComponent(input.userId)}/unfollowrecruiter/${encodeURIComponent(input.recruiterId)}/`,
    query: { undo: input.undo ? 1 : undefined },
    form: {},
  }),
});
