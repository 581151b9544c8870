/** `POST twoFactorAuth/twoFaEnableCode` (calls.md 7.5): Requests the code that enables two-factor authentication. */
import { defineCall } from '../../core/define-call.ts';

export const twoFaEnableCode = defineCall('POST twoFactorAuth/twoFaEnableCode', {
  request: () => ({ form: {} }),
});
