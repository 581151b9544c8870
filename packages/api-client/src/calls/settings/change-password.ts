/**
 * `POST change_password` (calls.md 7.5): changes the password (`oldPassword`, `newPassword`); the API
 * ends the seeker's other sessions. A failure also carries the error name (`errorName`: the API's
 * `wrong_password` or `weak_password`, default `unknown_error`; calls.md section 8).
 */
import { ChangePasswordBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { ERROR_TEXTS, errorFromBody } from '../../core/errors.ts';

export type ChangePasswordInput = v.InferInput<typeof ChangePasswordBody>;

export const changePassword = defineCall('POST change_password', {
  check: { body: ChangePasswordBody },
  readError: (status, data) => {
    const read = errorFromBody(status, data, { message: ERROR_TEXTS.unknown, code: 500 });
    return { ...read, name: read.name ?? ERROR_TEXTS.changePasswordName };
  },
  request: (input: ChangePasswordInput) => ({
    form: { oldPassword: input.oldPassword, newPassword: input.newPassword },
  }),
});
