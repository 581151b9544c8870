/** `POST resend_verification_email` (calls.md 7.5): mails the address-verification link again. */
import { defineCall } from '../../core/define-call.ts';

export const resendVerificationEmail = defineCall('POST resend_verification_email', {
  request: () => ({ form: {} }),
});
