import {
  COMPLETENESS_KEYS,
  type CompletenessKey,
  genderFromCode,
  REGISTRATION_STEPS,
  type Vertical,
} from '@jobsite/domain';
import type { ProfileUpdateAnswer } from '@jobsite/domain/answers';
import type { ProfileUpdateBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { obfuscatedUserId } from '../auth/accounts.ts';
import { followUpsRemaining } from '../job/applications.ts';
import { acceptedRecommendations } from '../recommendations/service.ts';
import { namesById, type ProfileRow, profileRowOf } from '../seeker-profile/queries.ts';
import { readSettings } from '../settings/store.ts';
import {
  completeStep,
  setAdditional,
  setEducation,
  setPersonal,
  setWork,
  updateIdentity,
} from './queries.ts';

export type Section = 'pd' | 'we' | 'ed' | 'co' | 'ai' | 'atr' | 'rd';

/** How much each completeness item adds to the percentage (they sum to 100). */
const COMPLETENESS_WEIGHTS: Record<CompletenessKey, number> = {
  personalDetails: 15,
  professionalDetails: 15,
  educationDetails: 10,
  resumeAttached: 15,
  followKeywords: 5,
  profilePicture: 5,
  profileVideoAudio: 5,
  verificationEmail: 10,
  verificationPhone: 5,
  skills: 10,
  recommendations: 2,
  connectionsLinkedIn: 1,
  connectionsFacebook: 1,
  connectionsTwitter: 1,
};

export async function profileRow(db: Db, vertical: string, seekerId: number): Promise<ProfileRow> {
  const row = await profileRowOf(db, vertical, seekerId);
  if (!row) throw new HttpError(404, 'profile not found');
  return row;
}

/** Stores the sections of a profile update, each over what is stored, and the step it completes. */
export async function updateProfile(
  db: Db,
  vertical: string,
  seekerId: number,
  body: v.InferOutput<typeof ProfileUpdateBody>,
): Promise<void> {
  const current = await profileRow(db, vertical, seekerId);
  if (body.pd) {
    const { name, phone, countryCode, ...personal } = body.pd;
    await updateIdentity(db, seekerId, { name, phone, countryCode });
    await setPersonal(db, seekerId, { ...current.personal, ...personal });
  }
  if (body.we) await setWork(db, seekerId, { ...current.work, ...body.we });
  if (body.ed) await setEducation(db, seekerId, body.ed.info);
  if (body.ai) await setAdditional(db, seekerId, { ...current.additional, ...body.ai });
  if (body.step) await completeStep(db, seekerId, body.step);
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((x): x is number => typeof x === 'number') : [];

const ref = (map: Map<number, string>, id: number | null) =>
  id !== null && map.has(id) ? { id, name: map.get(id) ?? '' } : null;

function membership(row: Pick<ProfileRow, 'proUntil'>, now = Date.now()) {
  const until = row.proUntil ? new Date(row.proUntil).getTime() : 0;
  const isValid = until > now;
  return { isValid, daysLeft: isValid ? Math.ceil((until - now) / 86_400_000) : 0 };
}

/** The profile row with what completeness reads of other tables: how many recommendations are accepted. */
export type CompletenessRow = ProfileRow & { acceptedRecommendations?: number };

function completenessFlags(row: CompletenessRow): Record<CompletenessKey, 0 | 1> {
  const personal = row.personal;
  const work = row.work;
  const flag = (ok: boolean): 0 | 1 => (ok ? 1 : 0);
  return {
    personalDetails: flag(Boolean(personal.dob && personal.gender !== undefined && personal.currentLocation)),
    professionalDetails: flag(
      work.experienceStatus === 'fresher' ||
        row.workSkipped ||
        (typeof work.experienceYear === 'number' && Boolean(work.functionalArea)),
    ),
    educationDetails: flag(row.education.length > 0),
    resumeAttached: flag(row.resumeKey !== null),
    followKeywords: flag(row.followedTags.length > 0),
    profilePicture: flag(row.pictureKey !== null),
    profileVideoAudio: flag(row.audioKey !== null || row.videoKey !== null),
    verificationEmail: flag(row.emailVerifiedAt !== null),
    verificationPhone: flag(row.phoneVerifiedAt !== null),
    skills: flag(row.skills.length > 0),
    recommendations: flag((row.acceptedRecommendations ?? 0) > 0),
    connectionsLinkedIn: flag(row.socialProviders.includes('linkedin')),
    connectionsFacebook: flag(row.socialProviders.includes('facebook')),
    connectionsTwitter: flag(row.socialProviders.includes('twitter')),
  };
}

/** The counts completeness shows, all counted from the seeker's rows. */
export interface SeekerCounts {
  applied: number;
  saved: number;
  interviewSlots: { count: number; slots: { id: number; jobId: number; startsAt: string; endsAt: string }[] };
}

const completenessFlagsPercentage = (row: CompletenessRow) => {
  const flags = completenessFlags(row);
  return COMPLETENESS_KEYS.reduce((sum, key) => sum + flags[key] * COMPLETENESS_WEIGHTS[key], 0);
};

export function completeness(row: CompletenessRow, counts: SeekerCounts) {
  return {
    percentage: completenessFlagsPercentage(row),
    ...completenessFlags(row),
    appliedJobCount: counts.applied,
    savedJobCount: counts.saved,
    interviewSlots: counts.interviewSlots,
  };
}

/** The next registration step the seeker has not completed, for resuming the wizard. */
function nextStep(completed: readonly string[]) {
  return REGISTRATION_STEPS.find((step) => !completed.includes(step.key))?.key ?? null;
}

/** The profile as the profile calls answer it, whole (`ProfileWithProgress` of the domain's answers). */
type AnsweredProfile = v.InferInput<typeof ProfileUpdateAnswer>['profile'];
type Fields<K extends keyof AnsweredProfile> = Pick<AnsweredProfile, K>;

/** The fields every screen needs (identity, membership, verification), whatever sections were asked. */
type AlwaysFields = Fields<
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'countryCode'
  | 'proMembership'
  | 'subscriptions'
  | 'followUpsRemaining'
  | 'verifiedEmail'
  | 'verifiedNumber'
  | 'obfuscatedUserId'
  | 'createdAt'
  | 'isShortlisted'
  | 'showMaven'
  | 'competition'
  | 'schema'
  | 'recommendations'
>;

/** A profile of some sections: the fields that always come back, and those of the sections asked for. */
export type PartialProfile = AlwaysFields & Partial<AnsweredProfile>;

interface ProfileOptions {
  secret: string;
  mediaUrl: (key: string) => string;
}

/**
 * The normalised profile of calls.md section 3. Fields outside the requested sections are left out;
 * the fields every screen needs (identity, membership, verification) always come back. Without
 * `sections`, the whole profile.
 */
export async function normalisedProfile(
  db: Db,
  vertical: string,
  seekerId: number,
  options: ProfileOptions & { sections?: undefined },
): Promise<{ profile: AnsweredProfile; row: CompletenessRow }>;
export async function normalisedProfile(
  db: Db,
  vertical: string,
  seekerId: number,
  options: ProfileOptions & { sections?: readonly Section[] | undefined },
): Promise<{ profile: PartialProfile; row: CompletenessRow }>;
export async function normalisedProfile(
  db: Db,
  vertical: string,
  seekerId: number,
  options: ProfileOptions & { sections?: readonly Section[] | undefined },
): Promise<{ profile: PartialProfile; row: CompletenessRow }> {
  const accepted = await acceptedRecommendations(db, vertical as Vertical, seekerId);
  const row: CompletenessRow = {
    ...(await profileRow(db, vertical, seekerId)),
    acceptedRecommendations: accepted.length,
  };
  const personal = row.personal;
  const work = row.work;
  const cityIds = [num(personal.currentLocation), ...ids(personal.preferredLocations)].filter(
    (x): x is number => x !== null,
  );
  const [cities, areas, industries, tags] = await Promise.all([
    namesById(db, 'cities', cityIds),
    namesById(
      db,
      'functional_areas',
      [num(work.functionalArea)].filter((x): x is number => x !== null),
    ),
    namesById(
      db,
      'industries',
      [num(work.industry)].filter((x): x is number => x !== null),
    ),
    namesById(db, 'tags', row.followedTags),
  ]);
  const pro = membership(row);
  const always: AlwaysFields = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    proMembership: pro,
    subscriptions: {
      spotLight: {
        isValid: row.spotlightUntil ? new Date(row.spotlightUntil).getTime() > Date.now() : false,
      },
    },
    followUpsRemaining: await followUpsRemaining(db, seekerId, pro.isValid),
    verifiedEmail: row.emailVerifiedAt !== null,
    verifiedNumber: row.phoneVerifiedAt !== null,
    obfuscatedUserId: obfuscatedUserId(options.secret, row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    isShortlisted: false,
    showMaven: row.showMaven,
    competition: null,
    schema: 1,
    // Accepted recommendations, newest first (decision 0033).
    recommendations: accepted.map((r) => ({
      recommendationId: r.recommendationId,
      recommendationText: r.recommendationText,
      senderName: r.senderName,
      relation: r.relation ?? null,
      writtenAt: r.writtenAt ?? null,
    })),
  };
  // Each section's fields, read off the stored JSON (checked by `ProfileUpdateBody` when saved).
  const personalDetails = async (): Promise<
    Fields<'dob' | 'country' | 'gender' | 'maritalStatus' | 'locations' | 'settings'>
  > => ({
    dob: (personal.dob as string | null | undefined) ?? null,
    country: (personal.country as string | undefined) ?? 'IN',
    // Stored as `male`/`female`; a profile stored with the spec's code (1, 2) reads the same.
    gender: genderFromCode(
      personal.gender === 'male' ? 1 : personal.gender === 'female' ? 2 : personal.gender,
    ),
    maritalStatus: (personal.maritalStatus as string | null | undefined) ?? null,
    locations: {
      current: ref(cities, num(personal.currentLocation)),
      preferred: ids(personal.preferredLocations).flatMap((id) => ref(cities, id) ?? []),
    },
    settings: (await readSettings(db, seekerId)).settings,
  });
  const ctc = (lakhs: unknown) => (typeof lakhs === 'number' ? `${lakhs} Lakhs` : null);
  const workExperience = (): Fields<
    | 'experienceStatus'
    | 'experienceYear'
    | 'experienceMonth'
    | 'functionalArea'
    | 'industry'
    | 'currentCTC'
    | 'currentSalary'
    | 'expectedCTC'
    | 'expectedSalary'
    | 'noticePeriod'
    | 'negotiable'
    | 'confidential'
    | 'professionalInfo'
  > => ({
    experienceStatus: (work.experienceStatus as 'fresher' | 'experienced' | undefined) ?? null,
    experienceYear: num(work.experienceYear) ?? 0,
    experienceMonth: num(work.experienceMonth) ?? 0,
    functionalArea: ref(areas, num(work.functionalArea)),
    industry: ref(industries, num(work.industry)),
    currentCTC: num(work.currentCTC),
    currentSalary: ctc(work.currentCTC),
    expectedCTC: num(work.expectedCTC),
    expectedSalary: ctc(work.expectedCTC),
    noticePeriod: num(work.noticePeriod),
    negotiable: work.negotiable === true,
    confidential: work.confidential === true,
    professionalInfo: Array.isArray(work.professionalInfo) ? work.professionalInfo : [],
  });
  const education = (): Fields<'educationInfo' | 'institute' | 'passingYear'> => {
    const latest = [...row.education].sort((a, b) => (b.passingYear ?? 0) - (a.passingYear ?? 0))[0];
    return {
      educationInfo: { info: row.education },
      institute: latest?.institute ?? null,
      passingYear: latest?.passingYear ?? null,
    };
  };
  const coverLetter = (): Fields<'coverText' | 'coverLetterId' | 'tags'> => ({
    coverText: row.coverLetter,
    coverLetterId: row.coverLetter === null ? null : row.id,
    tags: row.followedTags.flatMap((id) => ref(tags, id) ?? []),
  });
  const additionalInfo = (): Fields<'additionalInfo'> => ({
    additionalInfo: row.additional as AnsweredProfile['additionalInfo'],
  });
  const attributes = (): Fields<'picUrl' | 'audio' | 'video' | 'audioPath' | 'videoPath'> => ({
    picUrl: row.pictureKey ? options.mediaUrl(row.pictureKey) : null,
    audio: row.audioKey !== null,
    video: row.videoKey !== null,
    audioPath: row.audioKey ? options.mediaUrl(row.audioKey) : null,
    videoPath: row.videoKey ? options.mediaUrl(row.videoKey) : null,
  });
  const resumeDetails = (): Fields<
    | 'resumePath'
    | 'resumeName'
    | 'resumeUpdatedAt'
    | 'resumeUpdated'
    | 'resumeBuilderProfileCompleteness'
    | 'registration'
  > => ({
    resumePath: row.resumeKey ? options.mediaUrl(row.resumeKey) : null,
    resumeName: row.resumeName,
    resumeUpdatedAt: iso(row.resumeUpdatedAt),
    resumeUpdated: row.resumeUpdatedAt !== null,
    resumeBuilderProfileCompleteness: completenessFlagsPercentage(row),
    registration: { completedSteps: row.completedSteps, nextStep: nextStep(row.completedSteps) },
  });
  if (options.sections === undefined) {
    const profile: AnsweredProfile = {
      ...always,
      ...(await personalDetails()),
      ...workExperience(),
      ...education(),
      ...coverLetter(),
      ...additionalInfo(),
      ...attributes(),
      ...resumeDetails(),
    };
    return { profile, row };
  }
  const sections = new Set(options.sections);
  const profile: PartialProfile = {
    ...always,
    ...(sections.has('pd') ? await personalDetails() : {}),
    ...(sections.has('we') ? workExperience() : {}),
    ...(sections.has('ed') ? education() : {}),
    ...(sections.has('co') ? coverLetter() : {}),
    ...(sections.has('ai') ? additionalInfo() : {}),
    ...(sections.has('atr') ? attributes() : {}),
    ...(sections.has('rd') ? resumeDetails() : {}),
  };
  return { profile, row };
}
