/** `POST job/apply-additional-info` (calls.md 7.2): Additional information for an application (fields not shown in the catalogue). */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const applyAdditionalInfo = defineCall('POST job/apply-additional-info', {
  request: (input: WireRecord) => ({ form: input }),
});
