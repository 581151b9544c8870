/** `GET job/early-applicant/getSkills` (calls.md 7.2): Skills for the early-applicant preference. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type EarlyApplicantSkillsInput = InputOf<typeof earlyApplicantSkills>;

export const earlyApplicantSkills = defineCall('GET job/early-applicant/getSkills', {
  request: sends({ query: ['functionalarea?', 'aggname?'] }),
});
