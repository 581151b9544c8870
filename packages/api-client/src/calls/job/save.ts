/** `POST job/save/` (calls.md 7.1): Saves a job (saved becomes 1). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface SaveJobInput {
  jobcode: string | number;
}

export const saveJob = defineCall({
  name: 'POST job/save/',
  service: 'job',
  method: 'post',
  output: Ack,
  request: (input: SaveJobInput) => ({ path: 'job/save/', query: { jobcode: input.jobcode } }),
});
