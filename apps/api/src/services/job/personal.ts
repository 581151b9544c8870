/**
 * The signed-in seeker's other feeds: recommended jobs, jobs of the companies they applied to or saved,
 * and the early-applicant feed (subscribers see jobs of their skills in the first 72 hours).
 */
import { EarlyApplicantSkillsQuery, PageQuery } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { parseQuery } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { earlyApplicantFeed, recommendedJobs, similarCompanyJobs } from './personal-feeds.ts';
import { skillsInDemand } from './queries/personal.ts';
import type { GetReference } from './reference.ts';

export function personalRoutes(
  { db, getRef, sessions }: { db: Db; getRef: GetReference; sessions: SessionSettings },
  vertical: Vertical,
) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  // Jobs sharing tags with those the seeker applied to or saved, or with the tags they follow.
  app.get('/job/recommended-jobs', seeker, async (c) => {
    const { page } = parseQuery(c, PageQuery);
    return c.json(await recommendedJobs(db, getRef, vertical, c.get('seekerId'), page));
  });

  app.get('/job/similar-company-jobs', seeker, async (c) => {
    const { page } = parseQuery(c, PageQuery);
    return c.json(await similarCompanyJobs(db, getRef, vertical, c.get('seekerId'), page));
  });

  // The skills (tags) most asked for in live jobs of a functional area, to pick early-applicant skills from.
  app.get('/job/early-applicant/getSkills', async (c) => {
    const q = parseQuery(c, EarlyApplicantSkillsQuery);
    const rows = await skillsInDemand(db, vertical, q.functionalarea, q.aggname ?? '');
    return c.json({ skills: rows.map((r) => ({ id: r.id, name: r.name, jobs: r.jobs })) });
  });

  app.get('/job/v2/early-applicant-jobfeed', seeker, async (c) => {
    const { page } = parseQuery(c, PageQuery);
    return c.json(await earlyApplicantFeed(db, getRef, vertical, c.get('seekerId'), page));
  });

  return app;
}
