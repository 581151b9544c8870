import type { CompletenessKey } from './profile.ts';

/**
 * The six registration steps in order, with their paths and whether Back and Skip show (product.md 2).
 * `completes` names the profile-completeness item a step fills, so a page that lists the steps says
 * what the profile's completeness says of them (null: the step fills nothing the meter counts).
 */
export const REGISTRATION_STEPS = [
  {
    key: 'personalDetails',
    path: '/registration/addPersonalDetails',
    back: false,
    skip: false,
    completes: 'personalDetails',
  },
  {
    key: 'educationalDetails',
    path: '/registration/addEducationalDetails',
    back: true,
    skip: false,
    completes: 'educationDetails',
  },
  {
    key: 'workExperience',
    path: '/registration/addWorkExperience',
    back: true,
    skip: true,
    completes: 'professionalDetails',
  },
  {
    key: 'additionalDetails',
    path: '/registration/addAdditionalDetails',
    back: true,
    skip: true,
    completes: null,
  },
  {
    key: 'audioVideoProfile',
    path: '/registration/addAudioVideoProfile',
    back: true,
    skip: true,
    completes: 'profileVideoAudio',
  },
  {
    key: 'coverLetterAndSkills',
    path: '/registration/addCoverLetterAndSkills',
    back: true,
    skip: true,
    completes: 'skills',
  },
] as const satisfies readonly {
  key: string;
  path: string;
  back: boolean;
  skip: boolean;
  completes: CompletenessKey | null;
}[];

export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]['key'];
