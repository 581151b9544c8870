/** `POST job/followup` (calls.md 7.2): Follows up on an application (Pro: one a week). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface FollowupInput {
  jobcode: string | number;
}

export const followup = defineCall({
  name: 'POST job/followup',
  service: 'job',
  method: 'post',
  defaultError: { message: 'Something Went Wrong !', code: 500 },
  output: Ack,
  request: (input: FollowupInput) => ({ path: 'job/followup', query: { jobcode: input.jobcode } }),
});
