/**
 * The paid plans (product.md section 9). Prices in rupees; `monthlyPrice` is the quoted per-month figure
 * (rounded, as the spec quotes it). Buying both plans together saves `bundle.saving`.
 */
export const PLANS = {
  earlyApplicant: {
    id: 'earlyApplicant',
    name: 'Early applicant',
    description: [
      'Apply to new jobs before other applicants',
      'Get alerts for fresh jobs that match your profile',
    ],
    price: 1499,
    monthlyPrice: 249,
    months: 6,
    frequency: '6 months',
  },
  resumeBuilder: {
    id: 'resumeBuilder',
    name: 'Resume builder',
    description: ['Build a professional resume from your profile', 'Download it as often as you like'],
    price: 1999,
    monthlyPrice: 333,
    months: 6,
    frequency: '6 months',
  },
  bundle: { plans: ['earlyApplicant', 'resumeBuilder'], saving: 499 },
} as const;

/** The six Pro-membership features (product.md section 6); basic membership only applies to jobs. */
export const PRO_FEATURES = [
  { key: 'unlimitedApplies', label: 'Apply to unlimited jobs' },
  { key: 'applicationStatus', label: 'Application status notifications' },
  { key: 'followUp', label: 'Follow up with recruiters (one per week)' },
  { key: 'insights', label: 'Insights on other applicants' },
  { key: 'starredProfile', label: 'Starred account' },
  { key: 'chat', label: 'Chat with recruiters who shortlisted you' },
] as const;

/** Pro follow-ups allowed per week. */
export const PRO_FOLLOW_UPS_PER_WEEK = 1;

/**
 * Source codes of the Pro-membership page (query `refcode`, and `pageid` where the spec gives a second
 * number: "insights banner 6/3" is refcode 6, pageid 3).
 */
export const PRO_REFERENCE_CODES = {
  profileWidget: { refcode: 24 },
  desktopNav: { refcode: 29 },
  mobileNav: { refcode: 19 },
  insightsBanner: { refcode: 6, pageid: 3 },
  followUpBanner: { refcode: 6, pageid: 2 },
} as const;
