/**
 * The paid plans (product.md sections 1, 6 and 9). `price` is in rupees as shown, tax included;
 * `pricePaise` is the amount the server charges (integer paise, never taken from a client);
 * `monthlyPrice` is the quoted per-month figure (rounded, as the spec quotes it). `grants` names the
 * entitlements a purchase extends by `months`. Prices include GST at `gstPercent` (decision 0029).
 *
 * The spec prices early applicant and resume builder; Pro membership has no price in the spec, so it
 * is set here (₹2,999 for 6 months). Buying both plans together (`bundle`) saves `bundle.saving`.
 */
/**
 * The early-applicant window: for this many hours after a job is posted, it reaches early-applicant
 * subscribers first (their feed of fresh jobs), and their applications to it carry the early-applicant
 * mark the recruiter sees (decision 0031).
 */
export const EARLY_APPLICANT_WINDOW_HOURS = 72;

export const PLANS = {
  pro: {
    id: 'pro',
    name: 'Pro membership',
    description: [
      'Apply to unlimited jobs, with no daily limit',
      'Application status notifications',
      'Follow up with recruiters (one per week)',
      'Insights on other applicants',
      'Starred account',
      'Chat with recruiters who shortlisted you',
    ],
    price: 2999,
    pricePaise: 299_900,
    monthlyPrice: 500,
    months: 6,
    frequency: '6 months',
    gstPercent: 18,
    grants: ['pro'],
  },
  earlyApplicant: {
    id: 'earlyApplicant',
    name: 'Early applicant',
    description: [
      'Apply to new jobs before other applicants',
      'Get alerts for fresh jobs that match your profile',
    ],
    price: 1499,
    pricePaise: 149_900,
    monthlyPrice: 249,
    months: 6,
    frequency: '6 months',
    gstPercent: 18,
    grants: ['earlyApplicant'],
  },
  resumeBuilder: {
    id: 'resumeBuilder',
    name: 'Resume builder',
    description: ['Build a professional resume from your profile', 'Download it as often as you like'],
    price: 1999,
    pricePaise: 199_900,
    monthlyPrice: 333,
    months: 6,
    frequency: '6 months',
    gstPercent: 18,
    grants: ['resumeBuilder'],
  },
  bundle: {
    id: 'bundle',
    name: 'Early applicant + Resume builder',
    plans: ['earlyApplicant', 'resumeBuilder'],
    saving: 499,
    /** 1499 + 1999 - 499. */
    price: 2999,
    pricePaise: 299_900,
    months: 6,
    frequency: '6 months',
    gstPercent: 18,
    grants: ['earlyApplicant', 'resumeBuilder'],
  },
} as const;

/** The six Pro-membership features (product.md section 6); basic membership only applies to jobs. */
export const PRO_FEATURES = [
  { key: 'unlimitedApplies', label: 'Apply to unlimited jobs, with no daily limit' },
  { key: 'applicationStatus', label: 'Application status notifications' },
  { key: 'followUp', label: 'Follow up with recruiters (one per week)' },
  { key: 'insights', label: 'Insights on other applicants' },
  { key: 'starredProfile', label: 'Starred account' },
  { key: 'chat', label: 'Chat with recruiters who shortlisted you' },
] as const;

/**
 * Applications a Basic (free) member may send in any 24 hours (decision 0008): the spec's Basic "apply
 * to any job" against Pro's "apply to unlimited jobs". The API enforces it; the plan pages say it.
 */
export const BASIC_DAILY_APPLY_LIMIT = 50;

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
