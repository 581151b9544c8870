/** `POST job/apply-multiple` (calls.md 7.2): Applies to several jobs (`jobIds` plus extras). */
import { defineCall } from '../../core/define-call.ts';

export const applyMultiple = defineCall('POST job/apply-multiple', {
  request: (input: Record<string, unknown>) => ({ json: input }),
});
