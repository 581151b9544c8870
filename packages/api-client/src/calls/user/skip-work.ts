/** `POST user/profile/skipwork` (calls.md 7.4): skips the work-experience step (marks the step done). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const skipWork = defineCall({
  name: 'POST user/profile/skipwork',
  service: 'user',
  method: 'post',
  output: Ack,
  request: () => ({ path: 'user/profile/skipwork', form: {} }),
});
