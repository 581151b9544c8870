/** `POST user/resend-policy-email` (calls.md 7.3): mails the policy to the signed-in seeker; answers `emailSent`. */
import { defineCall } from '../../core/define-call.ts';

export const resendPolicyEmail = defineCall('POST user/resend-policy-email', {
  request: () => ({ form: {} }),
});
