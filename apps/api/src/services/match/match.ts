/**
 * `GET job/match` (issue 40, decision 0102): how the asking seeker matches a live job, by the domain's
 * rule, from the job, the seeker's own profile, the kept skill relations and the learning section's
 * courses. Nothing here names another seeker: the call reads only the session's own profile.
 */

import {
  type JobMatch,
  jobMatch,
  lakhsOf,
  type MatchCourse,
  type MatchSeekerFacts,
  matchJobFacts,
} from '@jobsite/domain';
import { coursePath } from '@jobsite/domain/calls';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { coursesTeaching, liveJob, profileOf, relatedOf } from './queries.ts';

/** Courses shown for each missing skill, and the most read to find them. */
const COURSES_PER_SKILL = 2;
const COURSES_READ = 60;

const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : null);
const ids = (x: unknown) => (Array.isArray(x) ? x.flatMap((i) => num(i) ?? []) : []);

/**
 * The match's reading of a stored profile: years (months as twelfths; a fresher has 0; unknown when the
 * profile says neither), current and preferred cities, the expected annual salary in lakhs.
 */
function seekerFacts(
  profile: { skills: string[]; personal: Record<string, unknown>; work: Record<string, unknown> } | undefined,
): MatchSeekerFacts {
  const personal = profile?.personal ?? {};
  const work = profile?.work ?? {};
  const years =
    work.experienceStatus === 'fresher'
      ? 0
      : num(work.experienceYear) === null
        ? null
        : (num(work.experienceYear) ?? 0) + (num(work.experienceMonth) ?? 0) / 12;
  return {
    skills: profile?.skills ?? [],
    years,
    currentCityId: num(personal.currentLocation),
    preferredCityIds: ids(personal.preferredLocations),
    expectedSalary: num(work.expectedCTC),
  };
}

/** How seeker `seekerId` matches live job `jobId` of the vertical; `undefined` when there is no such job. */
async function matchOf(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  jobId: number,
): Promise<JobMatch | undefined> {
  const job = await liveJob(db, vertical, jobId);
  if (!job) return undefined;
  const [profile, related] = await Promise.all([profileOf(db, seekerId), relatedOf(db, job.tagIds)]);
  const seeker = seekerFacts(profile);
  // Stored in rupees; the rule compares lakhs, as the seeker states their expected salary.
  const facts = matchJobFacts({
    ...job,
    minSalary: lakhsOf(job.minSalary),
    maxSalary: lakhsOf(job.maxSalary),
  });
  // Courses only for the skills the profile lacks, and only once it names any: the page asks for skills first.
  const first = jobMatch(facts, seeker, { related, courses: new Map() });
  const gaps = first.skills.state === 'compared' ? first.skills.gaps.map((g) => g.skill.toLowerCase()) : [];
  if (gaps.length === 0) return first;
  const found = await coursesTeaching(db, vertical, gaps, COURSES_READ);
  const courses = new Map<string, MatchCourse[]>();
  for (const skill of gaps) {
    const teaching = found.filter((c) => c.skills.includes(skill)).slice(0, COURSES_PER_SKILL);
    courses.set(
      skill,
      teaching.map((c) => ({
        id: c.id,
        name: c.name,
        path: coursePath({ id: c.id, category: { slug: c.categorySlug } }),
      })),
    );
  }
  return jobMatch(facts, seeker, { related, courses });
}

/** What the session guard sets: the signed-in seeker. */
type SignedIn = { Variables: { seekerId: number; sessionId: string } };

/**
 * The match's routes. `seeker` is the session guard (401 without a session, 406 and 418 as on every
 * seeker call), handed in by app.ts so that this service imports no other (decision 0074).
 */
export function matchRoutes(
  { db, seeker }: { db: Db; seeker: MiddlewareHandler<SignedIn> },
  vertical: Vertical,
) {
  const app = new Hono<SignedIn>({ strict: false });
  // The seeker is the session's: the call takes no seeker id, so no one reads another's match.
  route(app, 'GET job/match', seeker, async (c, { query: { jobcode } }) => {
    c.header('Cache-Control', 'private, no-store');
    const answer = await matchOf(db, vertical, c.get('seekerId'), jobcode);
    if (!answer) throw notFound('Job not found');
    return answer;
  });
  return app;
}
