export * from './competition.ts';
export {
  BREAKPOINTS,
  type Breakpoint,
  CATEGORY_CACHE_MS,
  LISTING_PAGE_SIZE,
  MAX_TOASTS,
  NOTIFICATION_STATE,
  NOTIFICATION_TYPE_IDS,
  NOTIFICATION_TYPES,
  type NotificationState,
  type NotificationTypeId,
  PASSWORD_RULES,
  REQUEST_TIMEOUT_MS,
  SEO_CITIES,
  SESSION_EXPIRY_S,
  TOKEN_REFRESH,
  TRACKING_APP_ID,
} from './constants.ts';
export { plural, topPercent } from './counts.ts';
export { formatDate, INVALID_DATE } from './dates.ts';
export {
  EXPERIENCE_FILTERS,
  EXPERIENCE_OPTIONS,
  type ExperienceBucket,
  type ExperienceFilterId,
  type ExperienceRange,
  experienceBucket,
  experienceFilterRange,
  INSIGHT_BANDS,
  type InsightBand,
  insightBand,
} from './experience.ts';
export {
  type DefaultSortInput,
  defaultSort,
  FEMALE_JOBS_PARAMS,
  type FemaleJobsFilters,
  type FemaleJobsParam,
  type FemaleJobsQuery,
  femaleJobsQuery,
  POSTING_AGE_OPTIONS,
  removeChipByLabel,
  SALARY_BANDS,
  SORT_OPTIONS,
  type SortValue,
  sortLabel,
  WORK_MODES,
} from './feed.ts';
export { LOGO_FILE_NAME, logoPath, siteLogo } from './logos.ts';
export {
  ExperienceMatch,
  JobMatch,
  jobMatch,
  LocationMatch,
  type MatchBand,
  type MatchContext,
  MatchCourse,
  type MatchJobFacts,
  type MatchSeekerFacts,
  matchJobFacts,
  PROFILE_ADDITIONS,
  type ProfileAddition,
  RELATED_SKILL_CREDIT,
  SalaryMatch,
  SkillGap,
  SkillsMatch,
  SkillsSummary,
  skillsMatchedText,
  skillsSummary,
} from './match.ts';
export { formatRupees, lakhsOf } from './money.ts';
export {
  BASIC_DAILY_APPLY_LIMIT,
  EARLY_APPLICANT_WINDOW_HOURS,
  PLANS,
  PRO_FEATURES,
  PRO_FOLLOW_UPS_PER_WEEK,
  PRO_REFERENCE_CODES,
} from './plans.ts';
export { COMPLETENESS_KEYS, type CompletenessKey, type Gender, genderFromCode } from './profile.ts';
export {
  COHORT_CARDS,
  type CohortCard,
  type CohortIcon,
  cohortCard,
  type Mismatch,
  PERFECT_MATCH,
  PROFILE_UPDATE_COHORTS,
  type ProfileFacts,
  type ProfileUpdateCohort,
  profileUpdateCohort,
  type ResumeReading,
  resumeMismatches,
} from './profile-cohorts.ts';
export { type RefParams, refParamsFromUrl } from './ref-params.ts';
export { REGISTRATION_STEPS, type RegistrationStep } from './registration.ts';
export {
  RESPONSIVENESS_MIN_APPLICATIONS,
  RecruiterResponsiveness,
  respondsWithinDays,
  usualResponseDays,
} from './responsiveness.ts';
export {
  jobIdFromSlug,
  jobPath,
  keywordOfSlug,
  listingPath,
  type PageKind,
  pageKindFromPath,
  parseSearchPath,
  type SearchKind,
  type SearchPathInput,
  searchedWordsOf,
  searchPath,
} from './routes.ts';
export * from './schemas/index.ts';
export { type ListingSeo, type ListingSeoInput, listingPageUrl, listingSeo } from './seo.ts';
export { toSlug } from './slug.ts';
export { isAcceptableRefreshedToken, MIN_TOKEN_LENGTH } from './tokens.ts';
export {
  categoryListName,
  DEFAULT_FEATURE_FLAGS,
  VERTICAL_IDS,
  VERTICALS,
  type Vertical,
  type VerticalEntry,
  VerticalId,
} from './verticals/index.ts';
export { article, type WordingSlip, withArticle, wordingSlips } from './wording.ts';
