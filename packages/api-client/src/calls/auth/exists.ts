/** `GET exists` (calls.md 7.3): whether an email is registered. */
import { ExistsQuery } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type EmailExistsInput = v.InferInput<typeof ExistsQuery>;

export const emailExists = defineCall('GET exists', {
  authPath: true,
  check: { query: ExistsQuery },
  request: (input: EmailExistsInput) => ({ query: { email: input.email } }),
});
