/**
 * `GET subscription/early-applicant-preference` (calls.md 7.10): the skills, cities and roles the seeker
 * chose for early-applicant alerts, and their early-applicant subscription. A module of its own beyond
 * the contract: it sends the bearer when the client holds one.
 */
import { defineCall } from '../../core/define-call.ts';

export const earlyApplicantPreference = defineCall('GET subscription/early-applicant-preference', {
  bearer: 'optional',
});
