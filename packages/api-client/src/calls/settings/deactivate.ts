/**
 * `POST deactivate` (calls.md 7.5): deactivates the account (`password`, optional `reason`). The API ends
 * every session of the account, so the client forgets its token; logging in again reactivates it.
 */
import { DeactivateBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export type DeactivateInput = v.InferInput<typeof DeactivateBody>;

export const deactivate = defineCall({
  name: 'POST deactivate',
  service: 'user',
  method: 'post',
  check: { body: DeactivateBody },
  clearsToken: true,
  output: Ack,
  request: (input: DeactivateInput) => ({
    path: 'deactivate',
    form: { password: input.password, reason: input.reason },
  }),
});
