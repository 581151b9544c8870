import { COMPLETENESS_KEYS, type CompletenessKey, type ProfileCompleteness } from '@jobsite/domain';

/**
 * Each completeness item of product.md section 2 with its label and the page that edits it. Email and
 * phone verification lead to the settings' contact details; recommendations and social connections
 * lead to pages of later issues.
 */
export const COMPLETENESS_ITEMS: Record<CompletenessKey, { label: string; href: string }> = {
  personalDetails: { label: 'Personal details', href: '/registration/addPersonalDetails' },
  professionalDetails: { label: 'Professional details', href: '/registration/addWorkExperience' },
  educationDetails: { label: 'Education', href: '/registration/addEducationalDetails' },
  resumeAttached: { label: 'Resume', href: '/update-profile' },
  followKeywords: { label: 'Follow keywords', href: '/personalize-jobfeed' },
  profilePicture: { label: 'Profile picture', href: '/myprofile#picture' },
  profileVideoAudio: {
    label: 'Audio/video profile (Round Zero)',
    href: '/registration/addAudioVideoProfile',
  },
  verificationEmail: { label: 'Email verification', href: '/settings/verify-contact-details' },
  verificationPhone: { label: 'Phone verification', href: '/settings/verify-contact-details' },
  skills: { label: 'Skills', href: '/registration/addCoverLetterAndSkills' },
  recommendations: { label: 'Recommendations', href: '/pending-recommendations' },
  connectionsLinkedIn: { label: 'LinkedIn connection', href: '/social-connection' },
  connectionsFacebook: { label: 'Facebook connection', href: '/social-connection' },
  connectionsTwitter: { label: 'Twitter connection', href: '/social-connection' },
};

/** The meter's items, in the spec's order: done or not, each linking to its edit page. */
export function completenessItems(c: ProfileCompleteness | undefined) {
  return COMPLETENESS_KEYS.map((key) => ({
    key,
    label: COMPLETENESS_ITEMS[key].label,
    href: COMPLETENESS_ITEMS[key].href,
    done: c?.[key] === 1,
  }));
}
