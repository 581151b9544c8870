/**
 * `POST resend_email_verification` (calls.md 7.5): a new code for the open email change (it stays
 * `requested`); without one, the address verification mail again.
 */
import { defineCall } from '../../core/define-call.ts';

export const resendEmailVerification = defineCall('POST resend_email_verification', {
  request: () => ({ form: {} }),
});
