/** `POST twoFactorAuth/disableTwoAuth` (calls.md 7.5): turns two-factor authentication off. */
import { defineCall } from '../../core/define-call.ts';
import { TwoFaStateAnswer } from '../../schemas/user.ts';

export const twoFaDisable = defineCall({
  name: 'POST twoFactorAuth/disableTwoAuth',
  service: 'user',
  method: 'post',
  output: TwoFaStateAnswer,
  request: () => ({ path: 'twoFactorAuth/disableTwoAuth', form: {} }),
});
