/** `POST job/apply` (calls.md 7.2): Applies to a job. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type ApplyInput = InputOf<typeof apply>;

export const apply = defineCall('POST job/apply', {
  request: sends({ query: ['jobcode'] }),
});
