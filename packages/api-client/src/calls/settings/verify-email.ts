/** `POST verify_email` (calls.md 7.5): confirms the open email change with the mailed 6-digit `code`. */
import { VerifyEmailChangeBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type VerifyEmailInput = v.InferInput<typeof VerifyEmailChangeBody>;

export const verifyEmail = defineCall('POST verify_email', {
  check: { body: VerifyEmailChangeBody },
  request: (input: VerifyEmailInput) => ({ form: { code: input.code } }),
});
