/** `POST job/followup` (calls.md 7.2): Follows up on an application (Pro: one a week). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface FollowupInput {
  jobcode: string | number;
  /** Send the undo variant (`undo=1`): withdraws a follow-up sent in the last 15 minutes. */
  undo?: boolean | undefined;
}

export const followup = defineCall({
  name: 'POST job/followup',
  service: 'job',
  method: 'post',
  defaultError: { message: 'Something Went Wrong !', code: 500 },
  output: Ack,
  request: (input: FollowupInput) => ({
    path: 'job/followup',
    query: { jobcode: input.jobcode, undo: input.undo ? 1 : undefined },
  }),
});
