/**
 * Inputs of the profile, settings and account calls (calls.md 7.4, 7.5, 7.12). Profile sections are
 * JSON; settings come as a JSON string inside a form, as the catalogue says.
 */
import * as v from 'valibot';
import { REGISTRATION_STEPS } from '../registration.ts';
import { TrimmedText } from './params.ts';

const Int = (min: number, max: number, what = 'a whole number') =>
  v.pipe(
    v.number(`must be ${what}`),
    v.integer(`must be ${what}`),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const RefId = Int(1, 2_147_483_647, 'an id');
const Text = (max: number, min = 1) => TrimmedText(max, min, 'is required');
const IsoDay = v.pipe(v.string(), v.isoDate('must be a date as YYYY-MM-DD'));

export const PROFILE_SECTIONS = ['pd', 'we', 'ed', 'co', 'ai', 'atr', 'rd'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/**
 * The `fields` query of `GET user/profile/v2`: seven flags for pd, we, ed, co, ai, atr, rd. Accepted
 * as seven 0/1 characters in that order (`1100000`) or as a number whose bit 0 is pd (`3`); absent
 * means every section.
 */
export const ProfileFieldsQuery = v.object({
  fields: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^([01]{7}|\d{1,3})$/,
        'must be seven 0/1 flags (pd we ed co ai atr rd) or a number from 0 to 127',
      ),
      v.transform((text) => {
        const bits = /^[01]{7}$/.test(text) ? Number.parseInt([...text].reverse().join(''), 2) : Number(text);
        return PROFILE_SECTIONS.filter((_, i) => (bits & (1 << i)) !== 0);
      }),
    ),
  ),
});

export const PersonalSection = v.object({
  name: v.optional(Text(100)),
  phone: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\+?\d[\d\s-]{6,18}\d$/, 'must be a phone number of 8 to 15 digits'),
      ),
    ),
  ),
  countryCode: v.optional(v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'must look like +91'))),
  country: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as IN')),
  ),
  dob: v.optional(v.nullable(IsoDay)),
  gender: v.optional(v.picklist(['male', 'female', ''], "must be 'male', 'female' or empty")),
  maritalStatus: v.optional(
    v.nullable(v.picklist(['single', 'married', 'other'], "must be 'single', 'married' or 'other'")),
  ),
  currentLocation: v.optional(v.nullable(RefId)),
  preferredLocations: v.optional(v.pipe(v.array(RefId), v.maxLength(5, 'can hold at most 5 cities'))),
});

export const WorkEntry = v.object({
  company: Text(120),
  designation: Text(120),
  from: IsoDay,
  to: v.nullable(IsoDay),
});

export const WorkSection = v.object({
  experienceStatus: v.optional(v.picklist(['fresher', 'experienced'], "must be 'fresher' or 'experienced'")),
  experienceYear: v.optional(Int(0, 50)),
  experienceMonth: v.optional(Int(0, 11)),
  functionalArea: v.optional(v.nullable(RefId)),
  industry: v.optional(v.nullable(RefId)),
  currentCTC: v.optional(
    v.nullable(v.pipe(v.number('must be a number of lakhs'), v.minValue(0), v.maxValue(1000))),
  ),
  expectedCTC: v.optional(
    v.nullable(v.pipe(v.number('must be a number of lakhs'), v.minValue(0), v.maxValue(1000))),
  ),
  noticePeriod: v.optional(v.nullable(Int(0, 365))),
  negotiable: v.optional(v.boolean()),
  confidential: v.optional(v.boolean()),
  professionalInfo: v.optional(v.pipe(v.array(WorkEntry), v.maxLength(20, 'can hold at most 20 positions'))),
});

export const EducationEntry = v.object({
  courseType: Text(50),
  degree: Text(120),
  institute: v.nullable(Text(150)),
  passingYear: v.nullable(Int(1950, 2040)),
});

export const EducationSection = v.object({
  info: v.pipe(v.array(EducationEntry), v.maxLength(10, 'can hold at most 10 entries')),
});

export const AdditionalSection = v.object({
  differentlyAbled: v.optional(v.boolean()),
  exDefence: v.optional(v.boolean()),
  careerBreak: v.optional(v.boolean()),
  languages: v.optional(v.pipe(v.array(Text(40)), v.maxLength(10, 'can hold at most 10 languages'))),
  about: v.optional(v.nullable(Text(1000, 0))),
});

/** `POST user/profile/v2`: any of the sections, and the registration step it completes. */
export const ProfileUpdateBody = v.object({
  pd: v.optional(PersonalSection),
  we: v.optional(WorkSection),
  ed: v.optional(EducationSection),
  ai: v.optional(AdditionalSection),
  step: v.optional(
    v.picklist(
      REGISTRATION_STEPS.map((s) => s.key),
      'must be a registration step',
    ),
  ),
});

export const CoverLetterBody = v.object({
  coverletter: v.pipe(v.string(), v.trim(), v.maxLength(5000, 'must be at most 5000 characters')),
  includeCoverletter: v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
      v.transform((x) => x === true || x === 'true' || x === '1'),
    ),
    false,
  ),
});

export const SkillsBody = v.object({
  skills: v.pipe(v.array(Text(60)), v.maxLength(50, 'can hold at most 50 skills')),
});

export const SuggestSkillsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
});

/** A JSON text (at most 10,000 characters) that `schema` then checks; `notJson` is what other text is told. */
const JsonText = <S extends v.GenericSchema>(schema: S, notJson: string) =>
  v.pipe(
    v.string(),
    v.maxLength(10_000, 'is too long'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: notJson });
        return NEVER;
      }
    }),
    schema,
  );

export const ProfileTagsBody = v.object({
  tagInfo: v.pipe(
    JsonText(
      v.array(v.union([RefId, v.object({ id: RefId })]), 'must be a JSON list of tag ids or {id}'),
      'must be a JSON list of tags',
    ),
    v.maxLength(30, 'can hold at most 30 tags'),
    v.transform((items) => [...new Set(items.map((x) => (typeof x === 'number' ? x : x.id)))]),
  ),
});

export const UpdateStampBody = v.object({
  opt: v.optional(v.pipe(v.string(), v.maxLength(40)), 'resume'),
  isUpdate: v.optional(v.picklist(['true', 'false', '1', '0']), 'true'),
});

export const MavenBody = v.object({
  showMaven: v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
});

/** Settings a seeker may change; the others (invalidEmail, testPending, boost, ...) are the server's. */
export const EDITABLE_SETTINGS = [
  'coverLetter',
  'jobFeed',
  'jobAction',
  'promotions',
  'education',
  'weeklyJobReport',
  'jobApply',
  'hideResume',
  'followUp',
  'chat',
  'search',
  'hideStories',
  'diversity',
  'similarCourseEnquiry',
] as const;

export const SettingsChanges = v.strictObject(
  Object.fromEntries(
    EDITABLE_SETTINGS.map((key) => [key, v.optional(v.boolean(`must be true or false`))]),
  ) as Record<(typeof EDITABLE_SETTINGS)[number], v.OptionalSchema<v.BooleanSchema<string>, undefined>>,
  'holds a setting that does not exist or cannot be changed',
);

export const SettingsBody = v.object({
  settings: JsonText(SettingsChanges, 'must be an object of settings as JSON'),
});

export const BlockedCompaniesBody = v.object({
  companyIds: v.pipe(
    v.array(Int(1, 2_147_483_647, 'a company id')),
    v.maxLength(200, 'can hold at most 200 companies'),
  ),
});

export const EMAIL_PREFERENCES = [
  'jobAlerts',
  'applicationUpdates',
  'recruiterMessages',
  'newsletters',
  'promotions',
] as const;

export const EmailPreferencesBody = v.object({
  settings: JsonText(
    v.strictObject(
      Object.fromEntries(
        EMAIL_PREFERENCES.map((key) => [key, v.optional(v.boolean('must be true or false'))]),
      ) as Record<(typeof EMAIL_PREFERENCES)[number], v.OptionalSchema<v.BooleanSchema<string>, undefined>>,
      'holds an email preference that does not exist',
    ),
    'must be an object of email preferences as JSON',
  ),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'must be at most 500 characters'))),
});

const Password = v.pipe(
  v.string('must be text'),
  v.minLength(1, 'is required'),
  v.maxLength(1024, 'is too long'),
);
const Code = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'must be the 6-digit code'));

export const ChangeEmailBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('must be a valid email address')),
  password: Password,
});
export const VerifyEmailChangeBody = v.object({ code: Code });
export const ChangePasswordBody = v.object({ oldPassword: Password, newPassword: Password });
export const DeactivateBody = v.object({
  password: Password,
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'must be at most 500 characters'))),
});
export const VerifyContactParams = v.object({
  type: v.picklist(['email', 'phone'], "must be 'email' or 'phone'"),
});
export const VerifyContactBody = v.object({ otp: v.optional(Code) });
export const TwoFactorVerifyBody = v.object({
  code: Code,
  activationToken: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
});
export const OtpVerifyBody = v.object({ otp: Code });
