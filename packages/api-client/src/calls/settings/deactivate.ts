/**
 * `POST deactivate` (calls.md 7.5): deactivates the account (`password`, optional `reason`). The API ends
 * every session of the account, so the client forgets its token; logging in again reactivates it.
 */
import { DeactivateBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type DeactivateInput = v.InferInput<typeof DeactivateBody>;

export const deactivate = defineCall('POST deactivate', {
  check: { body: DeactivateBody },
  clearsToken: true,
  request: (input: DeactivateInput) => ({
    form: { password: input.password, reason: input.reason },
  }),
});
