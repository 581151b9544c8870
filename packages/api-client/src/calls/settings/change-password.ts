/**
 * `POST change_password` (calls.md 7.5): changes the password (`oldPassword`, `newPassword`); the API
 * ends the seeker's other sessions.
 *
 * A module of its own beyond the contract: a failure also carries the error name (`errorName`: the
 * API's `wrong_password` or `weak_password`, default `unknown_error`; calls.md section 8).
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';
import { ERROR_TEXTS, errorFromBody } from '../../core/errors.ts';

export const changePassword = defineCall('POST change_password', {
  readError: (status, data) => {
    const read = errorFromBody(status, data, { message: ERROR_TEXTS.unknown, code: 500 });
    return { ...read, name: read.name ?? ERROR_TEXTS.changePasswordName };
  },
});
export type ChangePasswordInput = InputOf<typeof changePassword>;
