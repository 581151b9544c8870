/** `GET job/saved-jobs/count/` (calls.md 7.1): How many jobs the seeker saved. */
import { defineCall } from '../../core/define-call.ts';
import { CountAnswer } from '../../schemas/common.ts';

export const savedJobsCount = defineCall({
  name: 'GET job/saved-jobs/count/',
  service: 'job',
  method: 'get',
  output: CountAnswer,
  request: () => ({ path: 'job/saved-jobs/count/' }),
});
