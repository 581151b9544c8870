/** `GET exists` (calls.md 7.3): whether an email is registered. */
import { ExistsQuery } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { EmailExistsAnswer } from '../../schemas/auth.ts';

export type EmailExistsInput = v.InferInput<typeof ExistsQuery>;

export const emailExists = defineCall({
  name: 'GET exists',
  service: 'auth',
  method: 'get',
  authPath: true,
  check: { query: ExistsQuery },
  output: EmailExistsAnswer,
  request: (input: EmailExistsInput) => ({ path: 'exists', query: { email: input.email } }),
});
