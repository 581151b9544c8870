/** `POST user/interview/notify-recruiter` (calls.md 7.6): Notifies the recruiter. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const notifyRecruiter = defineCall('POST user/interview/notify-recruiter', {
  request: (input: WireRecord) => ({ form: input }),
});
