/** `POST job/unsave/` (calls.md 7.1): Unsaves a job (saved becomes 0). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type UnsaveJobInput = InputOf<typeof unsaveJob>;

export const unsaveJob = defineCall('POST job/unsave/', {
  request: sends({ query: ['jobcode'] }),
});
