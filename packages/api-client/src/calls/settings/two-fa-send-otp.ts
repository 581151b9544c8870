/** `POST twoFactorAuth/send-otp` (calls.md 7.5): Sends a two-factor one-time code. */
import { defineCall } from '../../core/define-call.ts';

export const twoFaSendOtp = defineCall('POST twoFactorAuth/send-otp', {
  request: () => ({ form: {} }),
});
