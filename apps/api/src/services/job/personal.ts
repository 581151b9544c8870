/**
 * The signed-in seeker's other feeds: recommended jobs, jobs of the companies they applied to or saved,
 * and the early-applicant feed (subscribers see jobs of their skills in the first 72 hours).
 */
import { EarlyApplicantSkillsQuery, PageQuery } from '@jobsite/domain/calls';
import { type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { parseQuery } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import {
  exclusionsFor,
  FEED_COLUMNS,
  feedWhere,
  intArray,
  type JobRow,
  latestJobs,
  markOwn,
  PAGE_SIZE,
  preferencesOf,
  toFeedEntry,
} from './feed.ts';
import type { GetReference } from './reference.ts';

/** New jobs reach early-applicant subscribers in this window before anyone else sees them in their feeds. */
const EARLY_APPLICANT_WINDOW_HOURS = 72;

const notApplied = (seekerId: number): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM applications a WHERE a.seeker_id = ${seekerId} AND a.job_id = j.id)`;

export function personalRoutes(db: Db, getRef: GetReference, vertical: Vertical, sessions: SessionSettings) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  /** The tags of the jobs the seeker applied to or saved, most frequent first. */
  const ownTags = async (seekerId: number) => {
    const rows = await db.rows<{ tag: number }>(
      sql`SELECT t.tag FROM (
            SELECT j.tag_ids FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.seeker_id = ${seekerId}
            UNION ALL
            SELECT j.tag_ids FROM saved_jobs s JOIN jobs j ON j.id = s.job_id WHERE s.seeker_id = ${seekerId}
          ) x CROSS JOIN LATERAL unnest(x.tag_ids) AS t(tag) GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT 20`,
    );
    return rows.map((r) => r.tag);
  };

  // Jobs sharing tags with those the seeker applied to or saved, or with the tags they follow.
  app.get('/job/recommended-jobs', seeker, async (c) => {
    const { page } = parseQuery(c, PageQuery);
    const seekerId = c.get('seekerId');
    const [prefs, own, ref] = await Promise.all([
      preferencesOf(db, seekerId),
      ownTags(seekerId),
      getRef(vertical),
    ]);
    const tags = [...new Set([...prefs.tags, ...own])].slice(0, 20);
    const extra = [...exclusionsFor(seekerId), notApplied(seekerId)];
    const answer = await latestJobs(db, ref, vertical, tags.length ? { tags, extra } : { extra }, page);
    const jobs = await markOwn(db, seekerId, answer.jobs);
    const followed = new Set(prefs.tags);
    const liked = new Set(own);
    return c.json({
      ...answer,
      jobs: jobs.map((job) => {
        const reasons = job.tags.flatMap((t): { type: 'tag' | 'applied'; text: string }[] =>
          followed.has(t.id)
            ? [{ type: 'tag' as const, text: `You follow ${t.name}` }]
            : liked.has(t.id)
              ? [{ type: 'applied' as const, text: `Like jobs you applied to or saved: ${t.name}` }]
              : [],
        );
        return {
          ...job,
          reasons: reasons.length ? reasons : [{ type: 'latest' as const, text: 'Among the latest jobs' }],
        };
      }),
    });
  });

  app.get('/job/similar-company-jobs', seeker, async (c) => {
    const { page } = parseQuery(c, PageQuery);
    const seekerId = c.get('seekerId');
    const companies = await db.rows<{ company_id: number }>(
      sql`SELECT DISTINCT j.company_id FROM jobs j WHERE j.company_id IS NOT NULL AND NOT j.confidential AND j.id IN (
            SELECT job_id FROM applications WHERE seeker_id = ${seekerId}
            UNION SELECT job_id FROM saved_jobs WHERE seeker_id = ${seekerId})`,
    );
    const ids = companies.map((r) => r.company_id);
    if (ids.length === 0) return c.json({ jobs: [], totalJobs: 0, hasMore: false, page });
    const extra = [
      ...exclusionsFor(seekerId),
      notApplied(seekerId),
      sql`j.company_id = ANY(${intArray(ids)})`,
      sql`NOT j.confidential`,
    ];
    const answer = await latestJobs(db, await getRef(vertical), vertical, { extra }, page);
    return c.json({ ...answer, jobs: await markOwn(db, seekerId, answer.jobs) });
  });

  // The skills (tags) most asked for in live jobs of a functional area, to pick early-applicant skills from.
  app.get('/job/early-applicant/getSkills', async (c) => {
    const q = parseQuery(c, EarlyApplicantSkillsQuery);
    const extra: SQL[] = [];
    if (q.functionalarea !== undefined) extra.push(sql`j.functional_area_id = ${q.functionalarea}`);
    const name = q.aggname?.replace(/[%_\\]/g, '') ?? '';
    const rows = await db.rows<{ id: number; name: string; jobs: number | string }>(
      sql`SELECT t.id, t.name, count(*) AS jobs FROM (
            SELECT j.tag_ids FROM jobs j WHERE ${feedWhere(vertical, { extra })} ORDER BY j.posted_at DESC LIMIT 2000
          ) x CROSS JOIN LATERAL unnest(x.tag_ids) AS u(tag) JOIN tags t ON t.id = u.tag
          WHERE ${name} = '' OR t.name ILIKE ${`%${name}%`}
          GROUP BY t.id, t.name ORDER BY count(*) DESC, t.name LIMIT 30`,
    );
    return c.json({ skills: rows.map((r) => ({ id: r.id, name: r.name, jobs: Number(r.jobs) })) });
  });

  app.get('/job/v2/early-applicant-jobfeed', seeker, async (c) => {
    const { page } = parseQuery(c, PageQuery);
    const seekerId = c.get('seekerId');
    const sub = await db.rows<{ until: Date | string | null; active: boolean | null }>(
      sql`SELECT early_applicant_until AS until, early_applicant_until > now() AS active FROM seeker_profiles
           WHERE seeker_id = ${seekerId}`,
    );
    const active = sub[0]?.active === true;
    const expiry = sub[0]?.until ? new Date(sub[0].until).toISOString() : null;
    if (!active) return c.json({ subscribed: false, expiry, jobs: [], totalJobs: 0, hasMore: false, page });
    const prefs = await preferencesOf(db, seekerId);
    const ref = await getRef(vertical);
    const skillTags = prefs.skills.flatMap(
      (s) => ref.tagBySlug.get(s.toLowerCase().replace(/\s+/g, '-'))?.id ?? [],
    );
    const tags = [...new Set([...prefs.tags, ...skillTags])];
    const extra = [
      ...exclusionsFor(seekerId),
      notApplied(seekerId),
      sql`j.posted_at > now() - make_interval(hours => ${EARLY_APPLICANT_WINDOW_HOURS})`,
    ];
    if (tags.length === 0)
      return c.json({ subscribed: true, expiry, jobs: [], totalJobs: 0, hasMore: false, page });
    const where = feedWhere(vertical, { tags, extra });
    const [rows, count] = await Promise.all([
      db.rows<JobRow>(
        sql`SELECT ${FEED_COLUMNS} FROM jobs j WHERE ${where}
            ORDER BY j.posted_at DESC, j.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`,
      ),
      db.rows<{ n: number | string }>(sql`SELECT count(*) AS n FROM jobs j WHERE ${where}`),
    ]);
    const jobs = await markOwn(
      db,
      seekerId,
      rows.slice(0, PAGE_SIZE).map((r) => toFeedEntry(ref, r)),
    );
    return c.json({
      subscribed: true,
      expiry,
      jobs,
      totalJobs: Number(count[0]?.n ?? 0),
      hasMore: rows.length > PAGE_SIZE,
      page,
    });
  });

  return app;
}
