/**
 * `POST user/login` (calls.md 7.3): logs in with email and password (form, `LoginBody`). Its own module:
 * the answer's token becomes the client's bearer, and it is an auth call (a 401 is an answer to show).
 * The API also sets the HttpOnly `{vertical}_session` and `{vertical}_token` cookies. With two-factor
 * authentication on, or for a deactivated account, the token is `null` and `activationToken` is the
 * handle for `twoFactorAuth/verify-two-fa` or `ext/user/activate/account`.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type LoginInput = InputOf<typeof login>;

export const login = defineCall('POST user/login', {
  authPath: true,
  tokenFrom: (answer) => answer.token,
});
