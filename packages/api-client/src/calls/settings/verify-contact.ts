/**
 * `POST verify/{type}` (calls.md 7.5): `email` mails the verification link again; `phone` without `otp`
 * sends a code, with `otp` verifies the number. Extra headers go through the call options.
 */
import { VerifyContactBody, VerifyContactParams } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { ApiClientError } from '../../core/errors.ts';

export interface VerifyContactInput {
  type: v.InferInput<typeof VerifyContactParams>['type'];
  otp?: string | undefined;
}

export const verifyContact = defineCall('POST verify/{type}', {
  check: { body: VerifyContactBody },
  before: (input) => {
    if (!v.is(VerifyContactParams, { type: input.type }))
      throw new ApiClientError(`Invalid path of POST verify/{type}: type: must be 'email' or 'phone'`, 400, {
        kind: 'input',
      });
  },
  request: (input: VerifyContactInput) => ({
    params: { type: input.type },
    form: { otp: input.otp },
  }),
});
