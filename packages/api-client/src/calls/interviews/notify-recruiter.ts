/** `POST user/interview/notify-recruiter` (calls.md 7.6): Notifies the recruiter. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const notifyRecruiter = defineCall({
  name: 'POST user/interview/notify-recruiter',
  service: 'user',
  method: 'post',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'user/interview/notify-recruiter', form: input }),
});
