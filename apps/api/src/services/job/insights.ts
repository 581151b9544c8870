/**
 * `job/insights` (who else applied: experience bands, applications and views by month, top B-school
 * applicants) and `job/magic-rank` (the seeker's place among a job's applicants by match score).
 */
import { INSIGHT_BANDS, insightBand } from '@jobsite/domain';
import { JobCodeQuery, MagicRankQuery } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { isPro } from './queries/applications.ts';
import { type Applicant, applicantsOf, type JobFacts, jobFacts, viewsByMonth } from './queries/insights.ts';

/** Institutes counted as top B-schools in `totalApplicantsFromTopBSchool` (matched case-insensitively within the institute name). */
export const TOP_B_SCHOOLS = [
  'IIM Ahmedabad',
  'IIM Bangalore',
  'IIM Calcutta',
  'IIM Lucknow',
  'IIM Kozhikode',
  'IIM Indore',
  'ISB Hyderabad',
  'Indian School of Business',
  'XLRI Jamshedpur',
  'FMS Delhi',
  'SPJIMR Mumbai',
  'MDI Gurgaon',
  'IIFT Delhi',
  'JBIMS Mumbai',
  'NMIMS Mumbai',
  'SIBM Pune',
  'IIT Bombay SJMSOM',
  'IIT Delhi DMS',
] as const;

const TOP = TOP_B_SCHOOLS.map((s) => s.toLowerCase());

const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** Years of experience of a profile (years + months / 12; a fresher has 0). */
export function experienceYears(work: Record<string, unknown>): number {
  if (work.experienceStatus === 'fresher') return 0;
  return (num(work.experienceYear) ?? 0) + (num(work.experienceMonth) ?? 0) / 12;
}

export const isTopBSchool = (institute: unknown) =>
  typeof institute === 'string' && TOP.some((t) => institute.toLowerCase().includes(t));

/**
 * Match score from 0 to 100: skills 40 (the share of the job's tags found among the seeker's skills),
 * experience 30 (full inside the job's range, 10 less per year outside it), location 20 (current or
 * preferred city among the job's cities, or a work-from-home job) and education 10 (at least one
 * degree; a top B-school counts the same as any other).
 */
export function matchScore(job: JobFacts, a: Pick<Applicant, 'personal' | 'work' | 'education' | 'skills'>) {
  const skills = new Set(a.skills.map((s) => s.trim().toLowerCase()));
  const tags = job.tag_names.map((t) => t.toLowerCase());
  const skillPart = tags.length ? (40 * tags.filter((t) => skills.has(t)).length) / tags.length : 0;
  const years = experienceYears(a.work);
  const outside = years < job.min_exp ? job.min_exp - years : years > job.max_exp ? years - job.max_exp : 0;
  const expPart = Math.max(0, 30 - 10 * outside);
  const preferred = Array.isArray(a.personal.preferredLocations) ? a.personal.preferredLocations : [];
  const cities = [a.personal.currentLocation, ...preferred].map(num);
  const locPart = job.work_from_home || cities.some((c) => c !== null && job.city_ids.includes(c)) ? 20 : 0;
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

/** `job/insights`: the applicants by experience band, applications and views by month, top B-school applicants. */
function insightsOf(
  job: { posted_at: Date | string },
  applicants: Applicant[],
  views: { month: string; views: number }[],
  now = new Date(),
) {
  const bands = new Map<string, number>(INSIGHT_BANDS.map((b) => [b.label, 0]));
  const applied = new Map<string, number>();
  for (const a of applicants) {
    const band = insightBand(experienceYears(a.work));
    bands.set(band, (bands.get(band) ?? 0) + 1);
    const m = new Date(a.applied_at).toISOString().slice(0, 7);
    applied.set(m, (applied.get(m) ?? 0) + 1);
  }
  const viewed = new Map(views.map((v) => [v.month, Number(v.views)]));
  const span = months(new Date(job.posted_at), now);
  return {
    competitionData: INSIGHT_BANDS.map((b) => ({ band: b.label, count: bands.get(b.label) ?? 0 })),
    appliedData: span.map((month) => ({ month, count: applied.get(month) ?? 0 })),
    viewData: span.map((month) => ({ month, count: viewed.get(month) ?? 0 })),
    totalApplicantsFromTopBSchool: applicants.filter((a) =>
      a.education.some((e) => isTopBSchool(e.institute)),
    ).length,
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

export function insightRoutes(db: Db, vertical: Vertical, sessions: SessionSettings) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });

  // Insights on other applicants are a Pro feature (product.md section 1).
  app.get('/job/insights', requireSeeker(db, sessions, vertical), async (c) => {
    const { jobcode } = parseQuery(c, JobCodeQuery);
    const job = await jobFacts(db, vertical, jobcode);
    if (!job) throw notFound('Job not found');
    if (!(await isPro(db, c.get('seekerId'))))
      throw new HttpError(403, 'Job insights are part of Pro membership');
    const [list, views] = await Promise.all([applicantsOf(db, jobcode), viewsByMonth(db, jobcode)]);
    return c.json(insightsOf(job, list, views));
  });

  app.get('/job/magic-rank', requireSeeker(db, sessions, vertical, 'bearer'), async (c) => {
    const { jobId } = parseQuery(c, MagicRankQuery);
    const job = await jobFacts(db, vertical, jobId);
    if (!job) {
      return c.json(
        { status: { code: 404 }, data: { rank: null, percentile: null, error: 'Job not found' } },
        404,
      );
    }
    const list = await applicantsOf(db, jobId);
    const me = list.find((a) => a.seeker_id === c.get('seekerId'));
    if (!me) {
      return c.json({
        status: { code: 404 },
        data: { rank: null, percentile: null, error: 'Apply to this job to see your rank' },
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
