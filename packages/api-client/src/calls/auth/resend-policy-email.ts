/** `POST user/resend-policy-email` (calls.md 7.3): mails the policy to the signed-in seeker; answers `emailSent`. */
import { defineCall } from '../../core/define-call.ts';
import { ResendPolicyEmailAnswer } from '../../schemas/auth.ts';

export const resendPolicyEmail = defineCall({
  name: 'POST user/resend-policy-email',
  service: 'user',
  method: 'post',
  output: ResendPolicyEmailAnswer,
  request: () => ({ path: 'user/resend-policy-email', form: {} }),
});
