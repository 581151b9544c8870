/** `POST job/save/` (calls.md 7.1): Saves a job (saved becomes 1). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type SaveJobInput = InputOf<typeof saveJob>;

export const saveJob = defineCall('POST job/save/', {
  request: sends({ query: ['jobcode'] }),
});
