/** `POST resend_verification_email` (calls.md 7.5): mails the address-verification link again. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const resendVerificationEmail = defineCall({
  name: 'POST resend_verification_email',
  service: 'user',
  method: 'post',
  output: Ack,
  request: () => ({ path: 'resend_verification_email', form: {} }),
});
