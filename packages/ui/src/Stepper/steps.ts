/** The registration steps and their Back/Skip buttons (product.md section 2). */
export const REGISTRATION_STEPS = [
  { key: 'addPersonalDetails', label: 'Personal details', back: false, skip: false },
  { key: 'addEducationalDetails', label: 'Educational details', back: true, skip: false },
  { key: 'addWorkExperience', label: 'Work experience', back: true, skip: true },
  { key: 'addAdditionalDetails', label: 'Additional details', back: true, skip: true },
  { key: 'addAudioVideoProfile', label: 'Audio/video', back: true, skip: true },
  { key: 'addCoverLetterAndSkills', label: 'Cover letter and skills', back: true, skip: true },
] as const;

export interface StepDefinition {
  key: string;
  label: string;
  back: boolean;
  skip: boolean;
}
