/** Answers of the user, profile, notification and settings calls (calls.md 7.4, 7.5; decision 0008). */
import * as v from 'valibot';
import { EMAIL_PREFERENCES } from '../calls/profile.ts';
import { NOTIFICATION_TYPES } from '../constants.ts';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';
import { Notification } from '../schemas/notifications.ts';
import { CoverLetter, Profile, ProfileCompleteness, Settings, Skills } from '../schemas/profile.ts';

/** The registration wizard's progress (the `rd` section; decision 0007): steps done and the next one. */
const RegistrationProgress = v.object({
  completedSteps: v.array(v.string()),
  nextStep: v.nullable(v.string()),
});

/** A recommendation the seeker accepted, as the profile shows it (decision 0033). */
const ProfileRecommendation = v.object({
  recommendationId: Id,
  recommendationText: v.nullable(v.string()),
  senderName: v.string(),
  relation: v.nullable(v.string()),
  writtenAt: v.nullable(IsoDateTime),
});

/** The additional-information section (`ai`) as saved: only what the seeker filled in. */
const AdditionalInfo = v.object({
  differentlyAbled: v.optional(v.boolean()),
  exDefence: v.optional(v.boolean()),
  careerBreak: v.optional(v.boolean()),
  languages: v.optional(v.array(v.string())),
  about: v.optional(v.nullable(v.string())),
});

/**
 * The profile as the API answers it: the domain's profile plus the wizard's progress, the resume's
 * name, the additional information and the accepted recommendations (newest first).
 */
const ProfileWithProgress = v.object({
  ...Profile.entries,
  registration: v.optional(RegistrationProgress),
  resumeName: v.optional(v.nullable(v.string())),
  additionalInfo: v.optional(AdditionalInfo),
  recommendations: v.optional(v.array(ProfileRecommendation)),
});

/**
 * `GET user/profile/v2`: the profile (`null` when missing) and its completeness. The API leaves out the
 * fields of the sections `fields` did not ask for, so a profile is either whole or partial.
 */
export const ProfileAnswer = v.object({
  profile: v.nullable(v.union([ProfileWithProgress, v.partial(ProfileWithProgress)])),
  completeness: v.optional(ProfileCompleteness),
});
export type ProfileAnswer = v.InferOutput<typeof ProfileAnswer>;

/** `POST user/profile/v2`: the message and the whole profile as saved. */
export const ProfileUpdateAnswer = v.object({
  message: v.optional(v.string()),
  profile: ProfileWithProgress,
  completeness: ProfileCompleteness,
});

/** `GET coverletter`: "returns data". */
export const CoverLetterAnswer = v.object({ data: CoverLetter });

/** `POST coverletter`: the message and what was saved. */
export const SaveCoverLetterAnswer = v.object({ message: v.optional(v.string()), data: CoverLetter });

/** `GET skills` and `POST skills`: the seeker's skills (the API answers `skills`), and on saving the message. */
export const SkillsAnswer = v.object({ message: v.optional(v.string()), skills: Skills });

/** `GET user/suggest/skills?q=`: up to ten skill names. */
export const SuggestSkillsAnswer = v.object({ skills: v.array(v.string()) });

/** `POST profile/tags`: the tag ids the feed follows now (unknown ids dropped). */
export const ProfileTagsAnswer = v.object({ message: v.optional(v.string()), tags: v.array(Id) });

/** `PATCH diversity/maven`. */
export const MavenAnswer = v.object({ showMaven: v.boolean() });

/** `GET followup`: "returns followed". */
export const FollowupAnswer = v.object({
  /** The ids of the jobs followed up this week, ascending. */
  followed: v.array(Id),
  /** How many follow-ups the seeker has left this week (the profile's `followUpsRemaining`). */
  followUpsRemaining: Count,
});

/**
 * `GET user/parse-resume`: fields read off the stored resume, for the person to confirm (decision
 * 0065): each degree as the profile's education holds one, and each employer with the title and the
 * months or years the resume gives (`YYYY-MM` or `YYYY`; `to` is null while `current`).
 */
export const ParseResumeAnswer = v.object({
  proposed: v.object({
    name: v.nullable(v.string()),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    skills: v.array(v.string()),
    experienceYears: v.nullable(v.number()),
    education: v.array(
      v.object({
        courseType: v.string(),
        degree: v.string(),
        institute: v.nullable(v.string()),
        passingYear: v.nullable(v.number()),
      }),
    ),
    companies: v.array(
      v.object({
        company: v.string(),
        designation: v.nullable(v.string()),
        from: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}(-\d{2})?$/))),
        to: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}(-\d{2})?$/))),
        current: v.boolean(),
      }),
    ),
  }),
});

/** `POST user/resume` (decision 0007). */
export const ResumeUploadAnswer = v.object({
  message: v.optional(v.string()),
  resumePath: v.string(),
  /** An upload always brings the resume up to date. */
  resumeUpdated: v.literal(true),
});

/** `POST user/profile-picture` (decision 0007). */
export const PictureUploadAnswer = v.object({ message: v.optional(v.string()), picUrl: v.string() });

/** `GET settings`: "returns settings". */
export const SettingsAnswer = v.object({ settings: Settings });

/** `POST settings`: the message and the settings as saved. */
export const SaveSettingsAnswer = v.object({ message: v.string(), settings: Settings });

/** `GET settings/blocked-companies`. */
export const BlockedCompaniesAnswer = v.object({
  companies: v.array(v.object({ id: Id, name: v.string() })),
});

/** `POST settings/blocked-companies`: the ids kept (unknown ones dropped). */
export const SaveBlockedCompaniesAnswer = v.object({
  message: v.string(),
  companyIds: v.array(Id),
});

/** The email preferences (`ext/user/settings/email`). */
const EmailPreferences = v.object(
  Object.fromEntries(EMAIL_PREFERENCES.map((key) => [key, v.boolean()])) as Record<
    (typeof EMAIL_PREFERENCES)[number],
    v.BooleanSchema<undefined>
  >,
);
/** `GET settings/email` (ext/user). */
export const EmailSettingsAnswer = v.object({ settings: EmailPreferences });

/** `POST settings/update-email` (ext/user): the message and the preferences as saved. */
export const SaveEmailSettingsAnswer = v.object({ message: v.string(), settings: EmailPreferences });

/** A settings call that answers only the message to show. */
export const SettingsMessageAnswer = v.object({ message: v.string() });

/** What a resend of the verification mail says (calls.md section 8). */
const EmailSent = v.picklist(['Email sent', 'Failed to send email']);

/** `POST resend_verification_email`. */
export const VerificationEmailAnswer = v.object({ message: EmailSent });

/**
 * The email-change calls (decision 0007), each with the state the change is in after it:
 * `POST change_email` asks for it (the code goes to the new address).
 */
export const EmailChangeRequestedAnswer = v.object({ status: v.literal('requested'), email: v.string() });

/**
 * `POST resend_email_verification`: a new code for the open change (it stays `requested`); without one,
 * the address verification mail again.
 */
export const EmailChangeResentAnswer = v.object({
  message: EmailSent,
  status: v.optional(v.literal('requested')),
});

/** `POST verify_email`: the change is confirmed; the new address. */
export const EmailChangeVerifiedAnswer = v.object({ status: v.literal('verified'), email: v.string() });

/** `POST cancel_email_change`. */
export const EmailChangeCancelledAnswer = v.object({ status: v.literal('cancelled') });

/** `POST verify/{type}`: the message, and `verifiedNumber` once the phone number is verified. */
export const VerifyContactAnswer = v.object({
  message: v.string(),
  verifiedNumber: v.optional(v.literal(true)),
});

/** `POST twoFactorAuth/disableTwoAuth`: the message and the new state. */
export const TwoFaOffAnswer = v.object({ message: v.string(), twoFactorAuth: v.literal(false) });

/**
 * The generic pro check: whether the caller is Pro; signed in, also the membership as the profile shows
 * it and when it ends (`null` without one).
 */
export const ProCheckAnswer = v.object({
  isPro: v.boolean(),
  proMembership: v.optional(v.object({ isValid: v.boolean(), daysLeft: Count })),
  expiry: v.optional(v.nullable(IsoDateTime)),
});

const NOTIFICATION_TYPE_NAMES = Object.values(NOTIFICATION_TYPES).map((type) => type.name);

/** `GET user/notifications`: a page of 20 of the seeker's notifications, newest first, with the unread count. */
export const NotificationsAnswer = v.object({
  notifications: v.array(
    v.object({
      ...Notification.entries,
      /** The type's name (`shortlisted`, `interviewSlot`, ...; see `NOTIFICATION_TYPES`). */
      name: v.nullable(v.picklist(NOTIFICATION_TYPE_NAMES)),
      jobId: v.optional(v.nullable(v.number())),
    }),
  ),
  unread: Count,
  hasMore: v.boolean(),
  page: Count,
});
export type NotificationsAnswer = v.InferOutput<typeof NotificationsAnswer>;

/** `POST user/notifications/read`: how many became read, and how many are still unread. */
export const ReadNotificationsAnswer = v.object({ updated: Count, unread: Count });
