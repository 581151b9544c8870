/** `GET job/early-applicant/getSkills` (calls.md 7.2): Skills for the early-applicant preference. */
import { defineCall } from '../../core/define-call.ts';

export interface EarlyApplicantSkillsInput {
  functionalarea?: string | number | undefined;
  aggname?: string | number | undefined;
}

export const earlyApplicantSkills = defineCall('GET job/early-applicant/getSkills', {
  request: (input: EarlyApplicantSkillsInput) => ({
    query: { functionalarea: input.functionalarea, aggname: input.aggname },
  }),
});
