import { type RegistrationStep, REGISTRATION_STEPS as STEPS } from '@jobsite/domain';

export interface StepDefinition {
  key: string;
  label: string;
  back: boolean;
  skip: boolean;
}

/** What each registration step is called on its heading. */
const LABELS: Record<RegistrationStep, string> = {
  personalDetails: 'Personal details',
  educationalDetails: 'Educational details',
  workExperience: 'Work experience',
  additionalDetails: 'Additional details',
  audioVideoProfile: 'Audio/video',
  coverLetterAndSkills: 'Cover letter and skills',
};

/**
 * The registration steps and their Back/Skip buttons (product.md section 2), as the domain lists them:
 * each keyed by the last part of its path (`addPersonalDetails`).
 */
export const REGISTRATION_STEPS: readonly StepDefinition[] = STEPS.map((step) => ({
  key: step.path.slice(step.path.lastIndexOf('/') + 1),
  label: LABELS[step.key],
  back: step.back,
  skip: step.skip,
}));
