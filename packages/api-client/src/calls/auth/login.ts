/**
 * `POST user/login` (calls.md 7.3): logs in with email and password (form, `LoginBody`). The answer's
 * token becomes the client's bearer; the API also sets the HttpOnly `{vertical}_session` and
 * `{vertical}_token` cookies. With two-factor authentication on, or for a deactivated account, the token
 * is `null` and `activationToken` is the handle for `twoFactorAuth/verify-two-fa` or `ext/user/activate/account`.
 */
import { LoginBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type LoginInput = v.InferInput<typeof LoginBody>;

export const login = defineCall('POST user/login', {
  authPath: true,
  check: { body: LoginBody },
  tokenFrom: (answer) => answer.token,
  request: (input: LoginInput) => ({
    form: { email: input.email, password: input.password },
  }),
});
