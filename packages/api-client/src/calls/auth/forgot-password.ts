/** `POST user/forgot-password` (calls.md 7.3): mails a reset link; the same answer whether or not the email has an account. */
import { ForgotPasswordBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordBody>;

export const forgotPassword = defineCall('POST user/forgot-password', {
  authPath: true,
  check: { body: ForgotPasswordBody },
  request: (input: ForgotPasswordInput) => ({ form: { email: input.email } }),
});
