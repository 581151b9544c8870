/** `GET subscription/early-applicant-preference` (calls.md 7.10): The early-applicant preference. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export const earlyApplicantPreference = defineCall({
  name: 'GET subscription/early-applicant-preference',
  service: 'subscription',
  method: 'get',
  bearer: 'optional',
  output: Unspecified,
  request: () => ({ path: 'subscription/early-applicant-preference' }),
});
