/** `POST job/apply` (calls.md 7.2): Applies to a job. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface ApplyInput {
  jobcode: string | number;
}

export const apply = defineCall({
  name: 'POST job/apply',
  service: 'job',
  method: 'post',
  output: Ack,
  request: (input: ApplyInput) => ({ path: 'job/apply', query: { jobcode: input.jobcode } }),
});
