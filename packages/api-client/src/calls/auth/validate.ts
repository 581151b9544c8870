/**
 * `GET auth/validate` (calls.md 7.3): whether an emailed link is still good (`type` verify-email or
 * reset-password); a good verify-email link also verifies the address.
 */
import { ValidateQuery } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export interface ValidateInput {
  token: string;
  seekerId: string | number;
  type: v.InferInput<typeof ValidateQuery>['type'];
}

export const validate = defineCall('GET auth/validate', {
  authPath: true,
  check: { query: ValidateQuery },
  request: (input: ValidateInput) => ({
    query: { token: input.token, seekerId: input.seekerId, type: input.type },
  }),
});
