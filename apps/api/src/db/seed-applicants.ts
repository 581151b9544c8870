/**
 * The seed's applicants of a job (decision 0066). The seed gives every job an applicant count and a
 * view count, as a site that has run for a while would show, without writing an application or a
 * month of views for each: a million jobs would need tens of millions of rows. So a job's applicants are
 * its stored applications and, for the rest of its `apply_count`, the applicants this module draws from
 * the job's id: the same people on every call and in every process, with the profile fields a match
 * score and the insights read. Jobs posted on the site start at 0, so they have none of these.
 */

/** FNV-1a of a text: the seed of a deterministic draw. */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Numbers in [0, 1) from a seed (mulberry32): small, fast and the same everywhere. */
export function draws(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = 86_400_000;

/** What of a job its seeded applicants are drawn from. */
export interface SeededJob {
  id: number;
  minExp: number;
  maxExp: number;
  cityIds: number[];
  tagNames: string[];
  postedAt: Date;
}

/** An applicant as the insights read one (`Applicant` of the insights queries); seeded ones have no id. */
export interface SeededApplicant {
  seekerId: null;
  appliedAt: Date;
  personal: { currentLocation: number | null };
  work: { experienceStatus: 'fresher' | 'experienced'; experienceYear: number; experienceMonth: number };
  education: { degree: string; institute: string }[];
  skills: string[];
}

/**
 * The `count` seeded applicants of a job: about one in seven a fresher, the others with years around the
 * job's range; about half in one of its cities; each of its skills held by about half; about one in
 * eight from one of `topInstitutes`. Each applied on a day between the posting and `now` (read by the
 * day, so the figures hold still through the day).
 */
export function seededApplicants(
  job: SeededJob,
  count: number,
  topInstitutes: readonly string[],
  now = Date.now(),
): SeededApplicant[] {
  const next = draws(hashSeed(`applicants:${job.id}`));
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)];
  const posted = job.postedAt.getTime();
  const span = Math.max(0, Math.floor(now / DAY) * DAY - posted);
  const out: SeededApplicant[] = [];
  for (let i = 0; i < count; i++) {
    const fresher = next() < 0.15;
    const low = Math.max(0, job.minExp - 2);
    const years = fresher ? 0 : low + Math.floor(next() * (job.maxExp + 4 - low));
    const local = next() < 0.5;
    const city = pick(job.cityIds) ?? null;
    const top = next() < 0.12;
    const institute = (top ? pick(topInstitutes) : undefined) ?? 'A university';
    out.push({
      seekerId: null,
      appliedAt: new Date(posted + Math.floor(next() * span)),
      personal: { currentLocation: local ? city : null },
      work: {
        experienceStatus: fresher ? 'fresher' : 'experienced',
        experienceYear: years,
        experienceMonth: 0,
      },
      education: [{ degree: 'Graduate', institute }],
      skills: job.tagNames.filter(() => next() < 0.5),
    });
  }
  return out;
}
