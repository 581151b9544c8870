/**
 * `job/insights` (who else applied: experience bands, applications and views by month, applicants from
 * the vertical's top institutes) and `job/magic-rank` (the seeker's place among a job's applicants by
 * match score). Both count the job page's applicants and views: the stored applications and views, and
 * the seed's (decision 0066).
 */
import { INSIGHT_BANDS, insightBand } from '@jobsite/domain';
import { MagicRankQuery } from '@jobsite/domain/calls';
import { VOCABULARY } from '@jobsite/domain/vocabulary';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { list, type Vertical } from '../../db/content.ts';
import { type SeededApplicant, seededApplicants } from '../../db/seed-applicants.ts';
import { route } from '../../http/contract.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { isPro } from './queries/applications.ts';
import {
  applicantsOf,
  type JobFacts,
  type JobFactsRow,
  jobFacts,
  type Applicant as StoredApplicant,
  viewsByMonth,
} from './queries/insights.ts';

/** An applicant to a job: a stored application, or one of the seed's (decision 0066). */
type Applicant = StoredApplicant | SeededApplicant;

/** What a match score reads of an applicant's profile. */
interface Profile {
  personal: Record<string, unknown>;
  work: Record<string, unknown>;
  education: { degree?: unknown; institute?: unknown }[];
  skills: string[];
}

/**
 * The vertical's top institutes (`topInstitutes` of its vocabulary): how a seeker reads them ("top
 * B-schools") and their names, each matched case-insensitively within the institute a seeker names.
 */
export function topInstitutesOf(vertical: Vertical) {
  const { label, names } = VOCABULARY[vertical].topInstitutes;
  return { label, names: list(names) };
}

export const isTopInstitute = (names: readonly string[], institute: unknown) =>
  typeof institute === 'string' && names.some((t) => institute.toLowerCase().includes(t.toLowerCase()));

const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** Years of experience of a profile (years + months / 12; a fresher has 0). */
export function experienceYears(work: Record<string, unknown>): number {
  if (work.experienceStatus === 'fresher') return 0;
  return (num(work.experienceYear) ?? 0) + (num(work.experienceMonth) ?? 0) / 12;
}

/**
 * Match score from 0 to 100: skills 40 (the share of the job's tags found among the seeker's skills),
 * experience 30 (full inside the job's range, 10 less per year outside it), location 20 (current or
 * preferred city among the job's cities, or a work-from-home job) and education 10 (at least one
 * degree; a top institute counts the same as any other).
 */
export function matchScore(job: JobFacts, a: Profile) {
  const skills = new Set(a.skills.map((s) => s.trim().toLowerCase()));
  const tags = job.tagNames.map((t) => t.toLowerCase());
  const skillPart = tags.length ? (40 * tags.filter((t) => skills.has(t)).length) / tags.length : 0;
  const years = experienceYears(a.work);
  const outside = years < job.minExp ? job.minExp - years : years > job.maxExp ? years - job.maxExp : 0;
  const expPart = Math.max(0, 30 - 10 * outside);
  const preferred = Array.isArray(a.personal.preferredLocations) ? a.personal.preferredLocations : [];
  const cities = [a.personal.currentLocation, ...preferred].map(num);
  const locPart = job.workFromHome || cities.some((c) => c !== null && job.cityIds.includes(c)) ? 20 : 0;
  const eduPart = a.education.some((e) => typeof e.degree === 'string' && e.degree.trim() !== '') ? 10 : 0;
  return Math.round((skillPart + expPart + locPart + eduPart) * 100) / 100;
}

/** The months from `from` to `to` as YYYY-MM, the last 12 at most. */
function months(from: Date, to: Date): string[] {
  const out: string[] = [];
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (d <= to) {
    out.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out.slice(-12);
}

const DAY = 86_400_000;

/**
 * A job's applicants: its stored applications and, for the rest of its applicant count, the seed's
 * (decision 0066). As many as the job page says whenever the count is kept by applying, as it always is.
 */
async function applicantsOfJob(db: Db, vertical: Vertical, job: JobFactsRow): Promise<Applicant[]> {
  const stored = await applicantsOf(db, job.id);
  const seeded = seededApplicants(
    job,
    Math.max(0, job.applyCount - stored.length),
    topInstitutesOf(vertical).names,
  );
  return [...stored, ...seeded];
}

/**
 * The job's views by month over `span`: the stored monthly tallies, and the views the seed counted
 * without a month (the rest of `view_count`) spread over the days the job has been up, each month by
 * its share of those days (largest remainders, so they add up).
 */
function viewsOver(
  job: { postedAt: Date; viewCount: number },
  stored: { month: string; views: number }[],
  span: string[],
  now: Date,
): Map<string, number> {
  const viewed = new Map(span.map((m) => [m, 0]));
  for (const v of stored) if (viewed.has(v.month)) viewed.set(v.month, (viewed.get(v.month) ?? 0) + v.views);
  const unplaced = job.viewCount - stored.reduce((n, v) => n + v.views, 0);
  const from = job.postedAt.getTime();
  const to = Math.max(from, now.getTime());
  const days = span.map((m) => {
    const start = Date.parse(`${m}-01T00:00:00Z`);
    const end = new Date(start).setUTCMonth(new Date(start).getUTCMonth() + 1);
    return Math.max(0, Math.min(end, to) - Math.max(start, from)) / DAY;
  });
  const total = days.reduce((n, d) => n + d, 0);
  if (unplaced <= 0 || total <= 0) return viewed;
  const shares = days.map((d) => (unplaced * d) / total);
  const whole = shares.map(Math.floor);
  let left = unplaced - whole.reduce((n, x) => n + x, 0);
  const byRemainder = shares.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    whole[i] = (whole[i] ?? 0) + 1;
  }
  span.forEach((m, i) => {
    viewed.set(m, (viewed.get(m) ?? 0) + (whole[i] ?? 0));
  });
  return viewed;
}

/**
 * `job/insights`: the applicants by experience band, applications and views by month, the applicants
 * from the vertical's top institutes, and the totals the job page shows.
 */
function insightsOf(
  vertical: Vertical,
  job: JobFactsRow,
  applicants: Applicant[],
  views: { month: string; views: number }[],
  now = new Date(),
) {
  const bands = new Map<string, number>(INSIGHT_BANDS.map((b) => [b.label, 0]));
  const applied = new Map<string, number>();
  for (const a of applicants) {
    const band = insightBand(experienceYears(a.work));
    bands.set(band, (bands.get(band) ?? 0) + 1);
    const m = a.appliedAt.toISOString().slice(0, 7);
    applied.set(m, (applied.get(m) ?? 0) + 1);
  }
  const span = months(job.postedAt, now);
  const viewed = viewsOver(job, views, span, now);
  const top = topInstitutesOf(vertical);
  return {
    competitionData: INSIGHT_BANDS.map((b) => ({ band: b.label, count: bands.get(b.label) ?? 0 })),
    appliedData: span.map((month) => ({ month, count: applied.get(month) ?? 0 })),
    viewData: span.map((month) => ({ month, count: viewed.get(month) ?? 0 })),
    totalApplicantsFromTopBSchool: applicants.filter((a) =>
      a.education.some((e) => isTopInstitute(top.names, e.institute)),
    ).length,
    totalApplicants: applicants.length,
    totalViews: job.viewCount,
    topInstitutes: top.label,
  };
}

/** The applicant's rank by match score (1 is best) and the share of applicants scoring at most theirs. */
function rankOf(job: JobFacts, applicants: Applicant[], me: Applicant) {
  const scores = applicants.map((a) => matchScore(job, a));
  const mine = matchScore(job, me);
  const rank = 1 + scores.filter((s) => s > mine).length;
  const percentile = Math.round((1000 * scores.filter((s) => s <= mine).length) / scores.length) / 10;
  return { rank, percentile, score: mine };
}

export function insightRoutes({ db, sessions }: { db: Db; sessions: SessionSettings }, vertical: Vertical) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });

  // Insights on other applicants are a Pro feature (product.md section 1).
  route(app, 'GET job/insights', requireSeeker(db, sessions, vertical), async (c, { query: { jobcode } }) => {
    const job = await jobFacts(db, vertical, jobcode);
    if (!job) throw notFound('Job not found');
    if (!(await isPro(db, c.get('seekerId'))))
      throw new HttpError(403, 'Job insights are part of Pro membership');
    const [list, views] = await Promise.all([applicantsOfJob(db, vertical, job), viewsByMonth(db, jobcode)]);
    return insightsOf(vertical, job, list, views);
  });

  app.get('/job/magic-rank', requireSeeker(db, sessions, vertical, 'bearer'), async (c) => {
    const { jobId } = parseQuery(c, MagicRankQuery);
    const job = await jobFacts(db, vertical, jobId);
    if (!job) {
      return c.json(
        {
          status: { code: 404 },
          data: { rank: null, percentile: null, error: 'Job not found' },
          applicants: null,
        },
        404,
      );
    }
    const list = await applicantsOfJob(db, vertical, job);
    const me = list.find((a) => a.seekerId === c.get('seekerId'));
    if (!me) {
      return c.json({
        status: { code: 404 },
        data: { rank: null, percentile: null, error: 'Apply to this job to see your rank' },
        applicants: null,
      });
    }
    const { rank, percentile, score } = rankOf(job, list, me);
    return c.json({
      status: { code: 200 },
      data: { rank, percentile, error: null },
      score,
      applicants: list.length,
    });
  });

  return app;
}
