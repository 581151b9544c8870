/** `POST subscription/early-applicant-preference` (calls.md 7.10): Saves the early-applicant preference. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const saveEarlyApplicantPreference = defineCall({
  name: 'POST subscription/early-applicant-preference',
  service: 'subscription',
  method: 'post',
  bearer: 'optional',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'subscription/early-applicant-preference', form: input }),
});
