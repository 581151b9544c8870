/** `POST job/unsave/` (calls.md 7.1): Unsaves a job (saved becomes 0). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface UnsaveJobInput {
  jobcode: string | number;
}

export const unsaveJob = defineCall({
  name: 'POST job/unsave/',
  service: 'job',
  method: 'post',
  output: Ack,
  request: (input: UnsaveJobInput) => ({ path: 'job/unsave/', query: { jobcode: input.jobcode } }),
});
