/** `POST cancel_email_change` (calls.md 7.5): cancels the open email change (status `cancelled`). */
import { defineCall } from '../../core/define-call.ts';
import { EmailChangeAnswer } from '../../schemas/user.ts';

export const cancelEmailChange = defineCall({
  name: 'POST cancel_email_change',
  service: 'user',
  method: 'post',
  output: EmailChangeAnswer,
  request: () => ({ path: 'cancel_email_change', form: {} }),
});
