/** `GET user/competition/info` (calls.md 7.8): The competition edition, its rounds and where the seeker stands. */
import { Competition } from '@jobsite/domain';
import { defineCall } from '../../core/define-call.ts';

export const competitionInfo = defineCall({
  name: 'GET user/competition/info',
  service: 'user',
  method: 'get',
  output: Competition,
  request: () => ({ path: 'user/competition/info' }),
});
