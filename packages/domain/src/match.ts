/**
 * How a signed-in seeker matches a job (issue 40, decision 0102): the job's skills against the seeker's,
 * with a half credit for a skill related to one they have (the relation learned from which skills live
 * jobs ask for together), their years against the job's band, the job's cities against theirs, and
 * their expected salary against a range the job shows. Pure: the API reads the rows and calls
 * `jobMatch`; the answer says what the profile lacks instead of a misleading "0 of 5".
 */
import * as v from 'valibot';
import { Count, Id } from './schemas/common.ts';

/** The credit of a job skill the seeker lacks but has a related skill of. */
export const RELATED_SKILL_CREDIT = 0.5;

/** A course that teaches a missing skill (the learning section's published courses). */
export const MatchCourse = v.object({ id: Id, name: v.string(), path: v.string() });
export type MatchCourse = v.InferOutput<typeof MatchCourse>;

/** A job skill the seeker's profile does not name. */
export const SkillGap = v.object({
  skill: v.string(),
  /**
   * The seeker's own skill this one goes with on many jobs (half credit): they may well have it too and
   * should add it to their profile if so. `null`: nothing they have is related.
   */
  relatedTo: v.nullable(v.string()),
  courses: v.array(MatchCourse),
});
export type SkillGap = v.InferOutput<typeof SkillGap>;

/** Matched skills count in halves: an exact match is 1, a related one 0.5. */
const Halves = v.pipe(
  v.number(),
  v.minValue(0),
  v.check((n) => Number.isInteger(n * 2), 'must be a whole or half number'),
);

export const SkillsMatch = v.variant('state', [
  /** The job names no skills: nothing to compare, and the page says so. */
  v.object({ state: v.literal('job-lists-none') }),
  /** The seeker's profile names no skills: the page asks for them instead of saying "0 of N". */
  v.object({ state: v.literal('profile-lists-none'), jobSkills: Count }),
  v.object({
    state: v.literal('compared'),
    /** "`matched` of `of` skills": exact ones count 1, related ones RELATED_SKILL_CREDIT. */
    matched: Halves,
    of: Count,
    /** The job's skills the profile names, as the job names them. */
    exact: v.array(v.string()),
    /** The others, in the job's order: related ones first. */
    gaps: v.array(SkillGap),
  }),
]);
export type SkillsMatch = v.InferOutput<typeof SkillsMatch>;

const Band = v.picklist(['below', 'within', 'above']);
export type MatchBand = v.InferOutput<typeof Band>;

export const ExperienceMatch = v.variant('state', [
  /** The profile does not say how many years the seeker worked. */
  v.object({ state: v.literal('unknown') }),
  v.object({ state: Band, years: v.pipe(v.number(), v.minValue(0)), min: Count, max: Count }),
]);
export type ExperienceMatch = v.InferOutput<typeof ExperienceMatch>;

export const LocationMatch = v.variant('state', [
  /** A work-from-home job: any city fits. */
  v.object({ state: v.literal('remote') }),
  /** The job names no city and is not remote. */
  v.object({ state: v.literal('job-lists-none') }),
  /** The profile names no current or preferred city. */
  v.object({ state: v.literal('unknown'), jobCities: v.array(v.string()) }),
  /** The job is in the seeker's current city, one they prefer, or neither. */
  v.object({ state: v.picklist(['current', 'preferred', 'elsewhere']), jobCities: v.array(v.string()) }),
]);
export type LocationMatch = v.InferOutput<typeof LocationMatch>;

const Lakhs = v.pipe(v.number(), v.minValue(0));

export const SalaryMatch = v.variant('state', [
  /** The job hides its salary or has none: no guess is made. */
  v.object({ state: v.literal('not-shown') }),
  /** The profile has no expected salary. */
  v.object({ state: v.literal('unknown') }),
  /** `below`: the seeker expects less than the job's range; `above`: more. Annual, in lakh rupees. */
  v.object({ state: Band, expected: Lakhs, min: Lakhs, max: Lakhs }),
]);
export type SalaryMatch = v.InferOutput<typeof SalaryMatch>;

/** What the seeker can add to their profile to see more of the match. */
export const PROFILE_ADDITIONS = ['skills', 'experience', 'location', 'salary'] as const;
export type ProfileAddition = (typeof PROFILE_ADDITIONS)[number];

/**
 * Answer of `GET job/match` (decision 0102). The notice period is not compared: no job states the notice
 * it accepts.
 */
export const JobMatch = v.object({
  jobId: Id,
  skills: SkillsMatch,
  experience: ExperienceMatch,
  location: LocationMatch,
  salary: SalaryMatch,
  /** The profile's missing parts, in PROFILE_ADDITIONS order; empty when it says all the match reads. */
  toAdd: v.array(v.picklist(PROFILE_ADDITIONS)),
});
export type JobMatch = v.InferOutput<typeof JobMatch>;

/** What the match reads of a job. Salaries are annual, in lakh rupees. */
export interface MatchJobFacts {
  id: number;
  tags: readonly { id: number; name: string }[];
  minExp: number;
  maxExp: number;
  cities: readonly { id: number; name: string }[];
  workFromHome: boolean;
  /** `null` when the job hides its salary or has none. */
  salary: { min: number | null; max: number | null } | null;
}

/**
 * A job's facts for the match, from the fields a job's answer gives (salaries in lakhs, as `JobDetail`
 * has them): its salary only when it shows one.
 */
export const matchJobFacts = (
  job: Omit<MatchJobFacts, 'salary'> & {
    hideSalary: boolean;
    minSalary: number | null;
    maxSalary: number | null;
  },
): MatchJobFacts => ({
  id: job.id,
  tags: job.tags,
  minExp: job.minExp,
  maxExp: job.maxExp,
  cities: job.cities,
  workFromHome: job.workFromHome,
  salary: job.hideSalary ? null : { min: job.minSalary, max: job.maxSalary },
});

/** What the match reads of the seeker's own profile. */
export interface MatchSeekerFacts {
  skills: readonly string[];
  /** Years of experience (a fresher has 0); `null` when the profile does not say. */
  years: number | null;
  currentCityId: number | null;
  preferredCityIds: readonly number[];
  /** Expected annual salary in lakh rupees; `null` when the profile does not say. */
  expectedSalary: number | null;
}

export interface MatchContext {
  /** For each of the job's tag ids, the names of the tags related to it (the kept relation). */
  related: ReadonlyMap<number, readonly string[]>;
  /** The courses that teach a skill, by its lower-case name. */
  courses: ReadonlyMap<string, readonly MatchCourse[]>;
}

const key = (s: string) => s.trim().toLowerCase();

function bandOf(value: number, min: number, max: number): MatchBand {
  if (value < min) return 'below';
  if (value > max) return 'above';
  return 'within';
}

function skillsMatch(
  tags: MatchJobFacts['tags'],
  skills: MatchSeekerFacts['skills'],
  context: MatchContext,
): SkillsMatch {
  if (tags.length === 0) return { state: 'job-lists-none' };
  const own = new Map(skills.filter((s) => key(s) !== '').map((s) => [key(s), s.trim()]));
  if (own.size === 0) return { state: 'profile-lists-none', jobSkills: tags.length };
  const exact: string[] = [];
  const related: SkillGap[] = [];
  const missing: SkillGap[] = [];
  for (const tag of tags) {
    if (own.has(key(tag.name))) {
      exact.push(tag.name);
      continue;
    }
    const via = (context.related.get(tag.id) ?? []).map((name) => own.get(key(name))).find(Boolean) ?? null;
    const gap = { skill: tag.name, relatedTo: via, courses: [...(context.courses.get(key(tag.name)) ?? [])] };
    (via === null ? missing : related).push(gap);
  }
  return {
    state: 'compared',
    matched: exact.length + RELATED_SKILL_CREDIT * related.length,
    of: tags.length,
    exact,
    gaps: [...related, ...missing],
  };
}

function experienceMatch(job: MatchJobFacts, seeker: MatchSeekerFacts): ExperienceMatch {
  if (seeker.years === null) return { state: 'unknown' };
  const years = Math.round(seeker.years * 10) / 10;
  return { state: bandOf(years, job.minExp, job.maxExp), years, min: job.minExp, max: job.maxExp };
}

function locationMatch(job: MatchJobFacts, seeker: MatchSeekerFacts): LocationMatch {
  if (job.workFromHome) return { state: 'remote' };
  if (job.cities.length === 0) return { state: 'job-lists-none' };
  const jobCities = job.cities.map((c) => c.name);
  const ids = new Set(job.cities.map((c) => c.id));
  if (seeker.currentCityId === null && seeker.preferredCityIds.length === 0)
    return { state: 'unknown', jobCities };
  if (seeker.currentCityId !== null && ids.has(seeker.currentCityId)) return { state: 'current', jobCities };
  if (seeker.preferredCityIds.some((id) => ids.has(id))) return { state: 'preferred', jobCities };
  return { state: 'elsewhere', jobCities };
}

function salaryMatch(job: MatchJobFacts, seeker: MatchSeekerFacts): SalaryMatch {
  const min = job.salary?.min ?? job.salary?.max ?? null;
  const max = job.salary?.max ?? job.salary?.min ?? null;
  if (min === null || max === null) return { state: 'not-shown' };
  if (seeker.expectedSalary === null) return { state: 'unknown' };
  const expected = seeker.expectedSalary;
  return { state: bandOf(expected, min, max), expected, min, max };
}

/** How the seeker matches the job, and what their profile lacks for a fuller answer. */
export function jobMatch(job: MatchJobFacts, seeker: MatchSeekerFacts, context: MatchContext): JobMatch {
  const answer = {
    jobId: job.id,
    skills: skillsMatch(job.tags, seeker.skills, context),
    experience: experienceMatch(job, seeker),
    location: locationMatch(job, seeker),
    salary: salaryMatch(job, seeker),
  };
  const lacks: Record<ProfileAddition, boolean> = {
    skills: answer.skills.state === 'profile-lists-none',
    experience: answer.experience.state === 'unknown',
    location: answer.location.state === 'unknown',
    salary: answer.salary.state === 'unknown',
  };
  return { ...answer, toAdd: PROFILE_ADDITIONS.filter((p) => lacks[p]) };
}

/** A job card's skills line (the feed's): how many of the job's skills the seeker has. */
export const SkillsSummary = v.object({ matched: Halves, of: Count });
export type SkillsSummary = v.InferOutput<typeof SkillsSummary>;

/**
 * The skills part of the match alone, for a page of jobs at once (the feed's cards): `null` when the job
 * lists no skills or the seeker names none, so a card never says "0 of N" to an empty profile.
 */
export function skillsSummary(
  tags: MatchJobFacts['tags'],
  skills: MatchSeekerFacts['skills'],
  related: MatchContext['related'],
): SkillsSummary | null {
  const m = skillsMatch(tags, skills, { related, courses: new Map() });
  return m.state === 'compared' ? { matched: m.matched, of: m.of } : null;
}

/** "3.5 of 5 skills": the skills line of a compared match or a card's summary. */
export function skillsMatchedText(skills: SkillsSummary): string {
  return `${skills.matched} of ${skills.of} skills`;
}
