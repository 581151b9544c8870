/** Timeout of every request, in milliseconds (product.md section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Lifetime of a login session, in seconds (two days). */
export const SESSION_EXPIRY_S = 172_800;

/** `auth/refresh` is retried this many times, this far apart. */
export const TOKEN_REFRESH = { retries: 3, delayMs: 3_000 } as const;

/**
 * The password rules every page and the API share: at least 8 characters (NIST 800-63B), at most 128
 * (at least 64 must be allowed; the cap bounds the hashing work), no composition rules; the API also
 * refuses passwords that are easy to guess (decision 0020). `hint` is what every password field says.
 */
export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 128,
  hint: 'At least 8 characters; a phrase is easiest to remember.',
} as const;

/** At most this many toasts show at once. */
export const MAX_TOASTS = 4;

/** Jobs per listing page; listings with this many jobs or fewer have no prev/next links. */
export const LISTING_PAGE_SIZE = 20;

/** Lifetime of the locally cached public category list (one day), in milliseconds. */
export const CATEGORY_CACHE_MS = 86_400_000;

/** Responsive breakpoints: the minimum viewport width of each, in CSS pixels. */
export const BREAKPOINTS = { xxs: 0, xs: 350, sm: 600, md: 900, lg: 1200, xl: 1440, xxl: 1536 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The seven cities with SEO listing pages, each with its slug (`toSlug(name)`). */
export const SEO_CITIES = [
  { name: 'Mumbai', slug: 'mumbai' },
  { name: 'Bangalore', slug: 'bangalore' },
  { name: 'Delhi NCR', slug: 'delhi-ncr' },
  { name: 'Hyderabad', slug: 'hyderabad' },
  { name: 'Chennai', slug: 'chennai' },
  { name: 'Pune', slug: 'pune' },
  { name: 'Kolkata', slug: 'kolkata' },
] as const;

/** Read state of a notification. */
export const NOTIFICATION_STATE = { unread: 1, read: 2 } as const;

export type NotificationState = (typeof NOTIFICATION_STATE)[keyof typeof NOTIFICATION_STATE];

/**
 * Notification types by id (calls.md section 9). The spec gives only the ids; the names, labels and tones
 * (which the UI maps to an icon and a colour) are this project's choice.
 */
export const NOTIFICATION_TYPES = {
  1: { name: 'viewed', label: 'Profile viewed', tone: 'info' },
  2: { name: 'shortlisted', label: 'Shortlisted', tone: 'positive' },
  3: { name: 'rejected', label: 'Not shortlisted', tone: 'critical' },
  4: { name: 'interview', label: 'Interview', tone: 'positive' },
  5: { name: 'assessment', label: 'Assessment', tone: 'caution' },
  6: { name: 'message', label: 'Message', tone: 'info' },
  11: { name: 'interviewSlot', label: 'Interview slot', tone: 'promote' },
  14: { name: 'assessmentTask', label: 'Assessment', tone: 'caution' },
  15: { name: 'chat', label: 'Chat', tone: 'info' },
} as const;

export type NotificationTypeId = keyof typeof NOTIFICATION_TYPES;

/** The ids of `NOTIFICATION_TYPES`, ascending. */
export const NOTIFICATION_TYPE_IDS = [
  1, 2, 3, 4, 5, 6, 11, 14, 15,
] as const satisfies readonly NotificationTypeId[];

/** Application id sent with tracking events. */
export const TRACKING_APP_ID = 958;
