/**
 * `POST user/reset-password` (calls.md 7.3): sets a new password with the `seekerId` and `token` of the
 * emailed link (`/resetpassword?seekerId=..&token=..`); ends every session of the account.
 */
import { ResetPasswordBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export interface ResetPasswordInput {
  seekerId: string | number;
  token: v.InferInput<typeof ResetPasswordBody>['token'];
  password: v.InferInput<typeof ResetPasswordBody>['password'];
}

export const resetPassword = defineCall('POST user/reset-password', {
  authPath: true,
  check: { body: ResetPasswordBody },
  request: (input: ResetPasswordInput) => ({
    form: { seekerId: input.seekerId, token: input.token, password: input.password },
  }),
});
