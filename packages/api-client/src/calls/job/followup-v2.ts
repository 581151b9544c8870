/** `PUT user/{userId}/followup/{jobId}` (calls.md 7.2): Follow-up through the user service v2. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type FollowupV2Input = InputOf<typeof followupV2>;

export const followupV2 = defineCall('PUT user/{userId}/followup/{jobId}', {
  request: sends({ params: ['userId', 'jobId'] }),
});
