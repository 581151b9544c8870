/** `POST job/apply-additional-info` (calls.md 7.2): Additional information for an application (fields not shown in the catalogue). */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const applyAdditionalInfo = defineCall({
  name: 'POST job/apply-additional-info',
  service: 'job',
  method: 'post',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'job/apply-additional-info', form: input }),
});
