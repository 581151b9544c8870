/** `POST job/apply-multiple` (calls.md 7.2): Applies to several jobs (`jobIds` plus extras). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const applyMultiple = defineCall({
  name: 'POST job/apply-multiple',
  service: 'job',
  method: 'post',
  output: Ack,
  request: (input: Record<string, unknown>) => ({ path: 'job/apply-multiple', json: input }),
});
