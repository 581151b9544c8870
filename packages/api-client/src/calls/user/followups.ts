/** `GET followup` (calls.md 7.4): The jobs the seeker followed up on. */
import { defineCall } from '../../core/define-call.ts';
import { FollowupAnswer } from '../../schemas/user.ts';

export const followups = defineCall({
  name: 'GET followup',
  service: 'user',
  method: 'get',
  output: FollowupAnswer,
  request: () => ({ path: 'followup' }),
});
