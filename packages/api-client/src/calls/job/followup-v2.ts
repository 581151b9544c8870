/** `PUT user/{userId}/followup/{jobId}` (calls.md 7.2): Follow-up through the user service v2. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface FollowupV2Input {
  userId: string | number;
  jobId: string | number;
}

export const followupV2 = defineCall({
  name: 'PUT user/{userId}/followup/{jobId}',
  service: 'userV2',
  method: 'put',
  output: Ack,
  request: (input: FollowupV2Input) => ({
    path: `user/${encodeURIComponent(input.userId)}/followup/${encodeURIComponent(input.jobId)}`,
  }),
});
