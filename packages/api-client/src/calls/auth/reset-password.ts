/**
 * `POST user/reset-password` (calls.md 7.3): sets a new password with the `seekerId` and `token` of the
 * emailed link (`/resetpassword?seekerId=..&token=..`); ends every session of the account. Its own
 * module: an auth call (a 401 is an answer to show).
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type ResetPasswordInput = InputOf<typeof resetPassword>;

export const resetPassword = defineCall('POST user/reset-password', { authPath: true });
