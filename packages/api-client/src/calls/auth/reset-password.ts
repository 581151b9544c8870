/**
 * `POST user/reset-password` (calls.md 7.3): sets a new password with the `seekerId` and `token` of the
 * emailed link (`/resetpassword?seekerId=..&token=..`); ends every session of the account.
 */
import { ResetPasswordBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface ResetPasswordInput {
  seekerId: string | number;
  token: v.InferInput<typeof ResetPasswordBody>['token'];
  password: v.InferInput<typeof ResetPasswordBody>['password'];
}

export const resetPassword = defineCall({
  name: 'POST user/reset-password',
  service: 'user',
  method: 'post',
  authPath: true,
  check: { body: ResetPasswordBody },
  output: Ack,
  request: (input: ResetPasswordInput) => ({
    path: 'user/reset-password',
    form: { seekerId: input.seekerId, token: input.token, password: input.password },
  }),
});
