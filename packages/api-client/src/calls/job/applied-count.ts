/** `GET job/applied/count/` (calls.md 7.2): How many jobs the seeker applied to. */
import { defineCall } from '../../core/define-call.ts';
import { CountAnswer } from '../../schemas/common.ts';

export const appliedCount = defineCall({
  name: 'GET job/applied/count/',
  service: 'job',
  method: 'get',
  output: CountAnswer,
  request: () => ({ path: 'job/applied/count/' }),
});
