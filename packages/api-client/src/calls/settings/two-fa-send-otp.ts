/** `POST twoFactorAuth/send-otp` (calls.md 7.5): Sends a two-factor one-time code. */
import { defineCall } from '../../core/define-call.ts';
import { TwoFaStateAnswer } from '../../schemas/user.ts';

export const twoFaSendOtp = defineCall({
  name: 'POST twoFactorAuth/send-otp',
  service: 'user',
  method: 'post',
  output: TwoFaStateAnswer,
  request: () => ({ path: 'twoFactorAuth/send-otp', form: {} }),
});
