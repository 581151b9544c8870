/**
 * `POST subscription/early-applicant-preference` (calls.md 7.10): saves the skills, cities and roles the
 * seeker wants real-time early-applicant alerts for (at most 20 of each, at least one in all).
 *
 * A module of its own beyond the contract: it sends the bearer when the client holds one, and the three
 * lists as JSON, a missing one empty (a form built from the contract would repeat a field per entry).
 */
import { EarlyApplicantPreferenceBody } from '@jobsite/domain';
import { defineCall } from '../../core/define-call.ts';

export interface SaveEarlyApplicantPreferenceInput {
  skills?: readonly string[] | undefined;
  cities?: readonly string[] | undefined;
  roles?: readonly string[] | undefined;
}

export const saveEarlyApplicantPreference = defineCall('POST subscription/early-applicant-preference', {
  bearer: 'optional',
  check: { body: EarlyApplicantPreferenceBody },
  request: (input: SaveEarlyApplicantPreferenceInput) => ({
    json: { skills: input.skills ?? [], cities: input.cities ?? [], roles: input.roles ?? [] },
  }),
});
