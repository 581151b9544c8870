/** `GET job/v2/early-applicant-jobfeed` (calls.md 7.1): The early-applicant job feed (its payload is not shown in the catalogue). */
import { JobFeedAnswer } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface EarlyApplicantJobfeedInput {
  page?: string | number | undefined;
}

export const earlyApplicantJobfeed = defineCall({
  name: 'GET job/v2/early-applicant-jobfeed',
  service: 'job',
  method: 'get',
  output: JobFeedAnswer,
  request: (input: EarlyApplicantJobfeedInput) => ({
    path: 'job/v2/early-applicant-jobfeed',
    query: { page: input.page },
  }),
});
