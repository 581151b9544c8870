/** `POST cookiepolicy` (calls.md 7.3): records the cookie-policy acceptance (on the account too when signed in). */
import { CookiePolicyBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { CookiePolicyAnswer } from '../../schemas/auth.ts';

export type CookiePolicyInput = v.InferInput<typeof CookiePolicyBody>;

export const cookiePolicy = defineCall({
  name: 'POST cookiepolicy',
  service: 'auth',
  method: 'post',
  check: { body: CookiePolicyBody },
  output: CookiePolicyAnswer,
  request: (input: CookiePolicyInput) => ({
    path: 'cookiepolicy',
    form: { uniqueIdentifier: input.uniqueIdentifier },
  }),
});
