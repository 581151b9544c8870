/**
 * `POST resend_email_verification` (calls.md 7.5): a new code for the open email change (it stays
 * `requested`); without one, the address verification mail again.
 */
import { defineCall } from '../../core/define-call.ts';
import { EmailChangeAnswer } from '../../schemas/user.ts';

export const resendEmailVerification = defineCall({
  name: 'POST resend_email_verification',
  service: 'user',
  method: 'post',
  output: EmailChangeAnswer,
  request: () => ({ path: 'resend_email_verification', form: {} }),
});
