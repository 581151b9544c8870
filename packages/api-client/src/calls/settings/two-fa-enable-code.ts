/** `POST twoFactorAuth/twoFaEnableCode` (calls.md 7.5): Requests the code that enables two-factor authentication. */
import { defineCall } from '../../core/define-call.ts';
import { TwoFaStateAnswer } from '../../schemas/user.ts';

export const twoFaEnableCode = defineCall({
  name: 'POST twoFactorAuth/twoFaEnableCode',
  service: 'user',
  method: 'post',
  output: TwoFaStateAnswer,
  request: () => ({ path: 'twoFactorAuth/twoFaEnableCode', form: {} }),
});
