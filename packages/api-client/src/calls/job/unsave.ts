/** `POST job/unsave/` (calls.md 7.1): Unsaves a job (saved becomes 0). */
import { defineCall } from '../../core/define-call.ts';

export interface UnsaveJobInput {
  jobcode: string | number;
}

export const unsaveJob = defineCall('POST job/unsave/', {
  request: (input: UnsaveJobInput) => ({ query: { jobcode: input.jobcode } }),
});
