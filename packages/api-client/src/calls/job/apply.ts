/** `POST job/apply` (calls.md 7.2): Applies to a job. */
import { defineCall } from '../../core/define-call.ts';

export interface ApplyInput {
  jobcode: string | number;
}

export const apply = defineCall('POST job/apply', {
  request: (input: ApplyInput) => ({ query: { jobcode: input.jobcode } }),
});
