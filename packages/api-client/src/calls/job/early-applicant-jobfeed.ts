/** `GET job/v2/early-applicant-jobfeed` (calls.md 7.1): The early-applicant job feed (its payload is not shown in the catalogue). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type EarlyApplicantJobfeedInput = InputOf<typeof earlyApplicantJobfeed>;

export const earlyApplicantJobfeed = defineCall('GET job/v2/early-applicant-jobfeed', {
  request: sends({ query: ['page?'] }),
});
