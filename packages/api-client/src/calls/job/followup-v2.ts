/** `PUT user/{userId}/followup/{jobId}` (calls.md 7.2): Follow-up through the user service v2. */
import { defineCall } from '../../core/define-call.ts';

export interface FollowupV2Input {
  userId: string | number;
  jobId: string | number;
}

export const followupV2 = defineCall('PUT user/{userId}/followup/{jobId}', {
  request: (input: FollowupV2Input) => ({
    params: { userId: input.userId, jobId: input.jobId },
  }),
});
