/**
 * The profile-update cohorts of product.md section 3: after a resume upload the person lands in one
 * cohort, chosen from what the resume says beside what the profile says, and sees its card (icon,
 * header, body, subText, footer and redirect) with the one next step that helps most.
 */

export const PROFILE_UPDATE_COHORTS = [
  'experienceMissing',
  'freshers',
  'profileUpdateSuccess',
  'parserMismatch',
  'perfectMatch',
] as const;
export type ProfileUpdateCohort = (typeof PROFILE_UPDATE_COHORTS)[number];

/** The icons a cohort card may show (drawn by the UI). */
export type CohortIcon = 'briefcase' | 'graduation-cap' | 'circle-check' | 'file-diff' | 'sparkles';

export interface CohortCard {
  cohort: ProfileUpdateCohort;
  icon: CohortIcon;
  header: string;
  body: string;
  subText: string;
  /** The label of the way on. */
  footer: string;
  /** Where the way on leads: a page of the product. */
  redirect: string;
}

/** What the resume gave, as `GET user/parse-resume` proposes it. */
export interface ResumeReading {
  name: string | null;
  phone: string | null;
  skills: readonly string[];
  experienceYears: number | null;
}

/** What the profile holds before the person confirms anything from the resume. */
export interface ProfileFacts {
  name: string | null;
  phone: string | null;
  experienceStatus: string | null;
  experienceYear: number | null;
  skills: readonly string[];
}

/** A fact the resume and the profile disagree on, named for the card. */
export interface Mismatch {
  field: 'name' | 'phone' | 'experience';
  resume: string;
  profile: string;
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (s: string) => s.replace(/\D/g, '').slice(-10);

/** The facts both sides state and state differently (a name's case and spacing do not count). */
export function resumeMismatches(resume: ResumeReading, profile: ProfileFacts): Mismatch[] {
  const out: Mismatch[] = [];
  if (resume.name && profile.name && squash(resume.name) !== squash(profile.name))
    out.push({ field: 'name', resume: resume.name, profile: profile.name });
  if (resume.phone && profile.phone && digits(resume.phone) !== digits(profile.phone))
    out.push({ field: 'phone', resume: resume.phone, profile: profile.phone });
  if (
    resume.experienceYears !== null &&
    profile.experienceYear !== null &&
    profile.experienceStatus !== 'fresher' &&
    Math.abs(Math.floor(resume.experienceYears) - profile.experienceYear) >= 1
  )
    out.push({
      field: 'experience',
      resume: `${Math.floor(resume.experienceYears)} years`,
      profile: `${profile.experienceYear} years`,
    });
  return out;
}

/** A resume's skills the profile already lists, of those the resume names. */
function skillOverlap(resume: ResumeReading, profile: ProfileFacts) {
  const held = new Set(profile.skills.map(squash));
  const named = [...new Set(resume.skills.map(squash))];
  return { named: named.length, held: named.filter((s) => held.has(s)).length };
}

/** The fewest resume skills for a match to count as perfect, and the share the profile must hold. */
export const PERFECT_MATCH = { minSkills: 3, share: 0.8 } as const;

/**
 * The cohort, in order of what helps most: no experience anywhere (the feed cannot match without it);
 * a fresher (a different way on); the resume contradicting the profile; the two agreeing on skills;
 * else a plain success.
 */
export function profileUpdateCohort(resume: ResumeReading, profile: ProfileFacts): ProfileUpdateCohort {
  const fresher = profile.experienceStatus === 'fresher';
  if (!fresher && profile.experienceYear === null && resume.experienceYears === null)
    return 'experienceMissing';
  if (fresher) return 'freshers';
  if (resumeMismatches(resume, profile).length > 0) return 'parserMismatch';
  const { named, held } = skillOverlap(resume, profile);
  if (named >= PERFECT_MATCH.minSkills && held / named >= PERFECT_MATCH.share) return 'perfectMatch';
  return 'profileUpdateSuccess';
}

/** Each cohort's card. The pages are the product's own: the registration steps, the feed, the profile. */
export const COHORT_CARDS: Record<ProfileUpdateCohort, Omit<CohortCard, 'cohort'>> = {
  experienceMissing: {
    icon: 'briefcase',
    header: 'Add your work experience',
    body: 'We could not find your years of experience in your resume or your profile.',
    subText: 'Recruiters filter by experience first, so jobs that fit you are hidden until you add it.',
    footer: 'Add work experience',
    redirect: '/registration/addWorkExperience',
  },
  freshers: {
    icon: 'graduation-cap',
    header: 'Your resume is ready for your first job',
    body: 'Follow the skills and roles you want to start in, and your feed will show openings for freshers.',
    subText: 'Recruiters hiring freshers look at education and skills: keep both up to date.',
    footer: 'Choose what to follow',
    redirect: '/personalize-jobfeed',
  },
  profileUpdateSuccess: {
    icon: 'circle-check',
    header: 'Your profile is up to date',
    body: 'Recruiters now see your new resume, and your profile shows it was updated today.',
    subText: 'An updated profile ranks higher in recruiters’ searches.',
    footer: 'View your profile',
    redirect: '/myprofile',
  },
  parserMismatch: {
    icon: 'file-diff',
    header: 'Your resume and profile disagree',
    body: 'Some details in your resume differ from your profile. Recruiters see both, so make them match.',
    subText: 'Keep the details that are right below, or correct them on your profile.',
    footer: 'Review your details',
    redirect: '/registration/addPersonalDetails',
  },
  perfectMatch: {
    icon: 'sparkles',
    header: 'Your resume and profile match',
    body: 'Your skills and experience agree everywhere, so your feed can match you with confidence.',
    subText: 'See the jobs that fit your profile best.',
    footer: 'See your job feed',
    redirect: '/jobfeed',
  },
};

/** The card of a cohort; a mismatch names what differs in its body. */
export function cohortCard(cohort: ProfileUpdateCohort, mismatches: readonly Mismatch[] = []): CohortCard {
  const card = { cohort, ...COHORT_CARDS[cohort] };
  if (cohort !== 'parserMismatch' || mismatches.length === 0) return card;
  const named = mismatches.map((m) => `${m.field}: ${m.resume} in your resume, ${m.profile} in your profile`);
  return { ...card, body: `${card.body} (${named.join('; ')})` };
}
