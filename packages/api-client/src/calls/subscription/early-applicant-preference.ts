/** `GET subscription/early-applicant-preference` (calls.md 7.10): The early-applicant preference. */
import { defineCall } from '../../core/define-call.ts';

export const earlyApplicantPreference = defineCall('GET subscription/early-applicant-preference', {
  bearer: 'optional',
});
