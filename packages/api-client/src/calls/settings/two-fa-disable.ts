/** `POST twoFactorAuth/disableTwoAuth` (calls.md 7.5): turns two-factor authentication off. */
import { defineCall } from '../../core/define-call.ts';

export const twoFaDisable = defineCall('POST twoFactorAuth/disableTwoAuth', {
  request: () => ({ form: {} }),
});
