/**
 * `POST change_email` (calls.md 7.5): asks to change the email to `email`, confirmed with the current
 * `password`; a code goes to the new address (status `requested`, decision 0007).
 */
import { ChangeEmailBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type ChangeEmailInput = v.InferInput<typeof ChangeEmailBody>;

export const changeEmail = defineCall('POST change_email', {
  check: { body: ChangeEmailBody },
  request: (input: ChangeEmailInput) => ({
    form: { email: input.email, password: input.password },
  }),
});
