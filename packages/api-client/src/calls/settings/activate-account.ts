/**
 * `POST ext/user/activate/account` (calls.md 7.5): reactivates a deactivated account with the login's
 * `activationToken` and the emailed 6-digit code (`CodeBody`); answers like a login and signs in.
 */
import { CodeBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type ActivateAccountInput = v.InferInput<typeof CodeBody>;

export const activateAccount = defineCall('POST activate/account', {
  authPath: true,
  check: { body: CodeBody },
  tokenFrom: (answer) => answer.token,
  request: (input: ActivateAccountInput) => ({
    form: { activationToken: input.activationToken, code: input.code },
  }),
});
