/** `GET job/v2/early-applicant-jobfeed` (calls.md 7.1): The early-applicant job feed (its payload is not shown in the catalogue). */
import { defineCall } from '../../core/define-call.ts';

export interface EarlyApplicantJobfeedInput {
  page?: string | number | undefined;
}

export const earlyApplicantJobfeed = defineCall('GET job/v2/early-applicant-jobfeed', {
  request: (input: EarlyApplicantJobfeedInput) => ({
    query: { page: input.page },
  }),
});
