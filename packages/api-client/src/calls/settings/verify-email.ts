/** `POST verify_email` (calls.md 7.5): confirms the open email change with the mailed 6-digit `code`. */
import { VerifyEmailChangeBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { EmailChangeAnswer } from '../../schemas/user.ts';

export type VerifyEmailInput = v.InferInput<typeof VerifyEmailChangeBody>;

export const verifyEmail = defineCall({
  name: 'POST verify_email',
  service: 'user',
  method: 'post',
  check: { body: VerifyEmailChangeBody },
  output: EmailChangeAnswer,
  request: (input: VerifyEmailInput) => ({ path: 'verify_email', form: { code: input.code } }),
});
