export type Gender = 'male' | 'female' | '';

/** Gender from its code (product.md section 3): 1 → `male`, 2 → `female` (number or string), else `''`. */
export function genderFromCode(code: unknown): Gender {
  const text = typeof code === 'number' || typeof code === 'string' ? String(code).trim() : '';
  if (text === '1') return 'male';
  if (text === '2') return 'female';
  return '';
}

/** The 14 profile-completeness flags, in the spec's order (product.md section 3). */
export const COMPLETENESS_KEYS = [
  'personalDetails',
  'professionalDetails',
  'educationDetails',
  'resumeAttached',
  'followKeywords',
  'profilePicture',
  'profileVideoAudio',
  'verificationEmail',
  'verificationPhone',
  'skills',
  'recommendations',
  'connectionsLinkedIn',
  'connectionsFacebook',
  'connectionsTwitter',
] as const;

export type CompletenessKey = (typeof COMPLETENESS_KEYS)[number];
