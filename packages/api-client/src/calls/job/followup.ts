/** `POST job/followup` (calls.md 7.2): Follows up on an application (Pro: one a week). */
import { defineCall } from '../../core/define-call.ts';

export interface FollowupInput {
  jobcode: string | number;
  /** Send the undo variant (`undo=1`): withdraws a follow-up sent in the last 15 minutes. */
  undo?: boolean | undefined;
}

export const followup = defineCall('POST job/followup', {
  defaultError: { message: 'Something Went Wrong !', code: 500 },
  request: (input: FollowupInput) => ({
    query: { jobcode: input.jobcode, undo: input.undo ? 1 : undefined },
  }),
});
