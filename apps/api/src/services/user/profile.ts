import { COMPLETENESS_KEYS, type CompletenessKey, REGISTRATION_STEPS } from '@jobsite/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { obfuscatedUserId } from '../auth/accounts.ts';
import { followUpsRemaining } from '../job/applications.ts';
import { readSettings } from '../settings/store.ts';

export type Section = 'pd' | 'we' | 'ed' | 'co' | 'ai' | 'atr' | 'rd';
const ALL_SECTIONS: readonly Section[] = ['pd', 'we', 'ed', 'co', 'ai', 'atr', 'rd'];

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

interface ProfileRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  country_code: string;
  created_at: string | Date;
  email_verified_at: string | Date | null;
  phone_verified_at: string | Date | null;
  two_factor: boolean;
  personal: Record<string, unknown>;
  work: Record<string, unknown>;
  education: { courseType: string; degree: string; institute: string | null; passingYear: number | null }[];
  additional: Record<string, unknown>;
  cover_letter: string | null;
  include_cover_letter: boolean;
  skills: string[];
  followed_tags: number[];
  resume_key: string | null;
  resume_name: string | null;
  resume_updated_at: string | Date | null;
  picture_key: string | null;
  audio_key: string | null;
  video_key: string | null;
  settings: Record<string, unknown>;
  completed_steps: string[];
  work_skipped: boolean;
  show_maven: boolean;
  pro_until: string | Date | null;
  spotlight_until: string | Date | null;
}

export async function profileRow(db: Db, vertical: string, seekerId: number): Promise<ProfileRow> {
  const rows = (await db.raw(
    `SELECT s.id, s.name, s.email, s.phone, s.country_code, s.created_at, s.email_verified_at, s.phone_verified_at,
            s.two_factor, p.personal, p.work, p.education, p.additional, p.cover_letter, p.include_cover_letter,
            p.skills, p.followed_tags, p.resume_key, p.resume_name, p.resume_updated_at, p.picture_key, p.audio_key,
            p.video_key, p.settings, p.completed_steps, p.work_skipped, p.show_maven, p.pro_until, p.spotlight_until
       FROM seekers s JOIN seeker_profiles p ON p.seeker_id = s.id
      WHERE s.id = $1 AND s.vertical = $2`,
    [seekerId, vertical],
  )) as ProfileRow[];
  const row = rows[0];
  if (!row) throw new HttpError(404, 'profile not found');
  return row;
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((x): x is number => typeof x === 'number') : [];

async function names(db: Db, table: 'cities' | 'functional_areas' | 'industries' | 'tags', wanted: number[]) {
  if (wanted.length === 0) return new Map<number, string>();
  const rows = (await db.raw(`SELECT id, name FROM ${table} WHERE id = ANY($1::int[])`, [wanted])) as {
    id: number;
    name: string;
  }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

const ref = (map: Map<number, string>, id: number | null) =>
  id !== null && map.has(id) ? { id, name: map.get(id) ?? '' } : null;

function membership(row: Pick<ProfileRow, 'pro_until'>, now = Date.now()) {
  const until = row.pro_until ? new Date(row.pro_until).getTime() : 0;
  const isValid = until > now;
  return { isValid, daysLeft: isValid ? Math.ceil((until - now) / 86_400_000) : 0 };
}

function completenessFlags(row: ProfileRow): Record<CompletenessKey, 0 | 1> {
  const personal = row.personal;
  const work = row.work;
  const flag = (ok: boolean): 0 | 1 => (ok ? 1 : 0);
  return {
    personalDetails: flag(Boolean(personal.dob && personal.gender !== undefined && personal.currentLocation)),
    professionalDetails: flag(
      work.experienceStatus === 'fresher' ||
        row.work_skipped ||
        (typeof work.experienceYear === 'number' && Boolean(work.functionalArea)),
    ),
    educationDetails: flag(row.education.length > 0),
    resumeAttached: flag(row.resume_key !== null),
    followKeywords: flag(row.followed_tags.length > 0),
    profilePicture: flag(row.picture_key !== null),
    profileVideoAudio: flag(row.audio_key !== null || row.video_key !== null),
    verificationEmail: flag(row.email_verified_at !== null),
    verificationPhone: flag(row.phone_verified_at !== null),
    skills: flag(row.skills.length > 0),
    recommendations: 0,
    connectionsLinkedIn: 0,
    connectionsFacebook: 0,
    connectionsTwitter: 0,
  };
}

/** The counts completeness shows, all counted from the seeker's rows. */
export interface SeekerCounts {
  applied: number;
  saved: number;
  interviewSlots: { count: number; slots: { id: number; jobId: number; startsAt: string; endsAt: string }[] };
}

const completenessFlagsPercentage = (row: ProfileRow) => {
  const flags = completenessFlags(row);
  return COMPLETENESS_KEYS.reduce((sum, key) => sum + flags[key] * COMPLETENESS_WEIGHTS[key], 0);
};

export function completeness(row: ProfileRow, counts: SeekerCounts) {
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

/**
 * The normalised profile of calls.md section 3. Fields outside the requested sections are left out;
 * the fields every screen needs (identity, membership, verification) always come back.
 */
export async function normalisedProfile(
  db: Db,
  vertical: string,
  seekerId: number,
  options: { sections?: readonly Section[]; secret: string; mediaUrl: (key: string) => string },
) {
  const row = await profileRow(db, vertical, seekerId);
  const sections = new Set(options.sections ?? ALL_SECTIONS);
  const personal = row.personal;
  const work = row.work;
  const cityIds = [num(personal.currentLocation), ...ids(personal.preferredLocations)].filter(
    (x): x is number => x !== null,
  );
  const [cities, areas, industries, tags] = await Promise.all([
    names(db, 'cities', cityIds),
    names(
      db,
      'functional_areas',
      [num(work.functionalArea)].filter((x): x is number => x !== null),
    ),
    names(
      db,
      'industries',
      [num(work.industry)].filter((x): x is number => x !== null),
    ),
    names(db, 'tags', row.followed_tags),
  ]);
  const pro = membership(row);
  const profile: Record<string, unknown> = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    countryCode: row.country_code,
    proMembership: pro,
    subscriptions: {
      spotLight: {
        isValid: row.spotlight_until ? new Date(row.spotlight_until).getTime() > Date.now() : false,
      },
    },
    followUpsRemaining: await followUpsRemaining(db, seekerId, pro.isValid),
    verifiedEmail: row.email_verified_at !== null,
    verifiedNumber: row.phone_verified_at !== null,
    obfuscatedUserId: obfuscatedUserId(options.secret, row.id),
    createdAt: iso(row.created_at),
    isShortlisted: false,
    showMaven: row.show_maven,
    competition: null,
    schema: 1,
  };
  if (sections.has('pd')) {
    Object.assign(profile, {
      dob: (personal.dob as string | null | undefined) ?? null,
      country: (personal.country as string | undefined) ?? 'IN',
      gender: (personal.gender as string | undefined) ?? '',
      maritalStatus: (personal.maritalStatus as string | null | undefined) ?? null,
      locations: {
        current: ref(cities, num(personal.currentLocation)),
        preferred: ids(personal.preferredLocations).flatMap((id) => ref(cities, id) ?? []),
      },
      settings: (await readSettings(db, seekerId)).settings,
    });
  }
  if (sections.has('we')) {
    const ctc = (lakhs: unknown) => (typeof lakhs === 'number' ? `${lakhs} Lakhs` : null);
    Object.assign(profile, {
      experienceStatus: (work.experienceStatus as string | undefined) ?? null,
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
  }
  if (sections.has('ed')) {
    const latest = [...row.education].sort((a, b) => (b.passingYear ?? 0) - (a.passingYear ?? 0))[0];
    Object.assign(profile, {
      educationInfo: { info: row.education },
      institute: latest?.institute ?? null,
      passingYear: latest?.passingYear ?? null,
    });
  }
  if (sections.has('co')) {
    Object.assign(profile, {
      coverText: row.cover_letter,
      coverLetterId: row.cover_letter === null ? null : row.id,
      tags: row.followed_tags.flatMap((id) => ref(tags, id) ?? []),
    });
  }
  if (sections.has('ai')) {
    Object.assign(profile, { additionalInfo: row.additional });
  }
  if (sections.has('atr')) {
    Object.assign(profile, {
      picUrl: row.picture_key ? options.mediaUrl(row.picture_key) : null,
      audio: row.audio_key !== null,
      video: row.video_key !== null,
      audioPath: row.audio_key ? options.mediaUrl(row.audio_key) : null,
      videoPath: row.video_key ? options.mediaUrl(row.video_key) : null,
    });
  }
  if (sections.has('rd')) {
    Object.assign(profile, {
      resumePath: row.resume_key ? options.mediaUrl(row.resume_key) : null,
      resumeName: row.resume_name,
      resumeUpdatedAt: iso(row.resume_updated_at),
      resumeUpdated: row.resume_updated_at !== null,
      resumeBuilderProfileCompleteness: completenessFlagsPercentage(row),
      registration: { completedSteps: row.completed_steps, nextStep: nextStep(row.completed_steps) },
    });
  }
  return { profile, row };
}
