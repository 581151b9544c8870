/** The six registration steps in order, with their paths and whether Back and Skip show (product.md 2). */
export const REGISTRATION_STEPS = [
  { key: 'personalDetails', path: '/registration/addPersonalDetails', back: false, skip: false },
  { key: 'educationalDetails', path: '/registration/addEducationalDetails', back: true, skip: false },
  { key: 'workExperience', path: '/registration/addWorkExperience', back: true, skip: true },
  { key: 'additionalDetails', path: '/registration/addAdditionalDetails', back: true, skip: true },
  { key: 'audioVideoProfile', path: '/registration/addAudioVideoProfile', back: true, skip: true },
  { key: 'coverLetterAndSkills', path: '/registration/addCoverLetterAndSkills', back: true, skip: true },
] as const;

export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]['key'];
