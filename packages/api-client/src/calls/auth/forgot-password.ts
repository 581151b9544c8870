/** `POST user/forgot-password` (calls.md 7.3): mails a reset link; the same answer whether or not the email has an account. */
import { ForgotPasswordBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordBody>;

export const forgotPassword = defineCall({
  name: 'POST user/forgot-password',
  service: 'user',
  method: 'post',
  authPath: true,
  check: { body: ForgotPasswordBody },
  output: Ack,
  request: (input: ForgotPasswordInput) => ({ path: 'user/forgot-password', form: { email: input.email } }),
});
