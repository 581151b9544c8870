/** `POST job/save/` (calls.md 7.1): Saves a job (saved becomes 1). */
import { defineCall } from '../../core/define-call.ts';

export interface SaveJobInput {
  jobcode: string | number;
}

export const saveJob = defineCall('POST job/save/', {
  request: (input: SaveJobInput) => ({ query: { jobcode: input.jobcode } }),
});
