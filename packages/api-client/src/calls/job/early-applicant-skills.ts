/** `GET job/early-applicant/getSkills` (calls.md 7.2): Skills for the early-applicant preference. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface EarlyApplicantSkillsInput {
  functionalarea?: string | number | undefined;
  aggname?: string | number | undefined;
}

export const earlyApplicantSkills = defineCall({
  name: 'GET job/early-applicant/getSkills',
  service: 'job',
  method: 'get',
  output: Unspecified,
  request: (input: EarlyApplicantSkillsInput) => ({
    path: 'job/early-applicant/getSkills',
    query: { functionalarea: input.functionalarea, aggname: input.aggname },
  }),
});
