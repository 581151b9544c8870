/** `POST cookiepolicy` (calls.md 7.3): records the cookie-policy acceptance (on the account too when signed in). */
import { CookiePolicyBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type CookiePolicyInput = v.InferInput<typeof CookiePolicyBody>;

export const cookiePolicy = defineCall('POST cookiepolicy', {
  check: { body: CookiePolicyBody },
  request: (input: CookiePolicyInput) => ({
    form: { uniqueIdentifier: input.uniqueIdentifier },
  }),
});
