/** `POST subscription/early-applicant-preference` (calls.md 7.10): Saves the early-applicant preference. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const saveEarlyApplicantPreference = defineCall('POST subscription/early-applicant-preference', {
  bearer: 'optional',
  request: (input: WireRecord) => ({ form: input }),
});
