import * as v from 'valibot';
import { COMPLETENESS_KEYS } from '../profile.ts';
import { Count, Flag, Id, IsoDate, IsoDateTime, NamedRef, Years } from './common.ts';

/** The seeker's settings flags (calls.md section 3). */
export const Settings = v.object({
  coverLetter: v.boolean(),
  jobFeed: v.boolean(),
  jobAction: v.boolean(),
  promotions: v.boolean(),
  education: v.boolean(),
  weeklyJobReport: v.boolean(),
  jobApply: v.boolean(),
  hideResume: v.boolean(),
  followUp: v.boolean(),
  invalidEmail: v.boolean(),
  /** When an email change was requested; `null` when none is pending. */
  emailChangeRequestedOn: v.nullable(IsoDateTime),
  testPending: v.boolean(),
  chat: v.boolean(),
  boost: v.boolean(),
  search: v.boolean(),
  unpublish: v.boolean(),
  followUpUsed: v.boolean(),
  hideStories: v.boolean(),
  diversity: v.boolean(),
  twoFactorAuth: v.boolean(),
  similarCourseEnquiry: v.boolean(),
});
export type Settings = v.InferOutput<typeof Settings>;

/** A new seeker's settings: every notification on except promotions, nothing pending, two-factor off. */
export const DEFAULT_SETTINGS: Settings = {
  coverLetter: true,
  jobFeed: true,
  jobAction: true,
  promotions: false,
  education: true,
  weeklyJobReport: true,
  jobApply: true,
  hideResume: false,
  followUp: true,
  invalidEmail: false,
  emailChangeRequestedOn: null,
  testPending: false,
  chat: true,
  boost: false,
  search: true,
  unpublish: false,
  followUpUsed: false,
  hideStories: false,
  diversity: false,
  twoFactorAuth: false,
  similarCourseEnquiry: true,
};

export const InterviewSlot = v.object({
  id: Id,
  jobId: Id,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
});
export type InterviewSlot = v.InferOutput<typeof InterviewSlot>;

/** Profile completeness: a percentage, the 0/1 flag of each `COMPLETENESS_KEYS` item, and counts. */
export const ProfileCompleteness = v.object({
  percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  ...(Object.fromEntries(COMPLETENESS_KEYS.map((key) => [key, Flag])) as Record<
    (typeof COMPLETENESS_KEYS)[number],
    typeof Flag
  >),
  appliedJobCount: Count,
  savedJobCount: Count,
  interviewSlots: v.object({ count: Count, slots: v.array(InterviewSlot) }),
});
export type ProfileCompleteness = v.InferOutput<typeof ProfileCompleteness>;

export const WorkExperience = v.object({
  company: v.string(),
  designation: v.string(),
  from: IsoDate,
  /** `null` while it is the current job. */
  to: v.nullable(IsoDate),
});
export type WorkExperience = v.InferOutput<typeof WorkExperience>;

export const Education = v.object({
  courseType: v.string(),
  degree: v.string(),
  institute: v.nullable(v.string()),
  passingYear: v.nullable(v.pipe(v.number(), v.integer())),
});
export type Education = v.InferOutput<typeof Education>;

/** The normalised profile (product.md and calls.md section 3). */
export const Profile = v.object({
  id: Id,
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  dob: v.nullable(IsoDate),
  /** Telephone country code, e.g. `+91`. */
  countryCode: v.nullable(v.string()),
  /** ISO 3166-1 alpha-2 code, e.g. `IN`. */
  country: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  gender: v.picklist(['male', 'female', '']),
  experienceYear: Years,
  experienceMonth: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(11)),
  passingYear: v.nullable(v.pipe(v.number(), v.integer())),
  locations: v.object({ current: v.nullable(NamedRef), preferred: v.array(NamedRef) }),
  functionalArea: v.nullable(NamedRef),
  industry: v.nullable(NamedRef),
  institute: v.nullable(v.string()),
  /** Annual CTC in lakh rupees, and its display text. */
  currentCTC: v.nullable(v.pipe(v.number(), v.minValue(0))),
  currentSalary: v.nullable(v.string()),
  expectedCTC: v.nullable(v.pipe(v.number(), v.minValue(0))),
  expectedSalary: v.nullable(v.string()),
  /** Notice period in days. */
  noticePeriod: v.nullable(Count),
  resumePath: v.nullable(v.string()),
  resumeUpdatedAt: v.nullable(IsoDateTime),
  resumeUpdated: v.boolean(),
  /** Profile picture address (the server's `profilePicPath`). */
  picUrl: v.nullable(v.string()),
  audio: v.boolean(),
  video: v.boolean(),
  audioPath: v.nullable(v.string()),
  videoPath: v.nullable(v.string()),
  maritalStatus: v.nullable(v.string()),
  experienceStatus: v.nullable(v.picklist(['fresher', 'experienced'])),
  tags: v.array(NamedRef),
  proMembership: v.object({ isValid: v.boolean(), daysLeft: Count }),
  /** `spotLight.isValid` decides whether the spotlight shows. */
  subscriptions: v.object({ spotLight: v.object({ isValid: v.boolean() }) }),
  confidential: v.boolean(),
  negotiable: v.boolean(),
  followUpsRemaining: Count,
  coverText: v.nullable(v.string()),
  coverLetterId: v.nullable(Id),
  professionalInfo: v.array(WorkExperience),
  educationInfo: v.object({ info: v.array(Education) }),
  resumeBuilderProfileCompleteness: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  settings: v.nullable(Settings),
  isShortlisted: v.boolean(),
  showMaven: v.boolean(),
  /** The seeker's competition identity and the slug of their quiz; `null` when not registered. */
  competition: v.nullable(v.object({ identity: v.string(), testSlug: v.nullable(v.string()) })),
  verifiedEmail: v.boolean(),
  verifiedNumber: v.boolean(),
  obfuscatedUserId: v.string(),
  createdAt: IsoDateTime,
  /** Version of the profile's stored shape. */
  schema: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type Profile = v.InferOutput<typeof Profile>;

/** Cover letter (`GET`/`POST coverletter`). */
export const CoverLetter = v.object({ coverletter: v.string(), includeCoverletter: v.boolean() });
export type CoverLetter = v.InferOutput<typeof CoverLetter>;

/** The seeker's skills: a list of skill keys. */
export const Skills = v.array(v.pipe(v.string(), v.minLength(1)));
export type Skills = v.InferOutput<typeof Skills>;
