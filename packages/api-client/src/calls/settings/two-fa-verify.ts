/**
 * `POST twoFactorAuth/verify-two-fa` (calls.md 7.5): the 6-digit `code` (`TwoFactorVerifyBody`). With the
 * login's `activationToken` it finishes a two-factor login (a login answer; the token becomes the bearer);
 * signed in and without it, the code from `twoFaEnableCode` turns two-factor authentication on.
 */
import { TwoFactorVerifyBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type TwoFaVerifyInput = v.InferInput<typeof TwoFactorVerifyBody>;

export const twoFaVerify = defineCall('POST twoFactorAuth/verify-two-fa', {
  check: { body: TwoFactorVerifyBody },
  tokenFrom: (answer) => ('token' in answer && typeof answer.token === 'string' ? answer.token : undefined),
  request: (input: TwoFaVerifyInput) => ({
    form: { code: input.code, activationToken: input.activationToken },
  }),
});
