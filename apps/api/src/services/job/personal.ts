/**
 * The signed-in seeker's other feeds: recommended jobs, jobs of the companies they applied to or saved,
 * and the early-applicant feed (subscribers see jobs of their skills in the first 72 hours).
 */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
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
  route(app, 'GET job/recommended-jobs', seeker, async (c, { query: { page } }) =>
    recommendedJobs(db, getRef, vertical, c.get('seekerId'), page),
  );

  route(app, 'GET job/similar-company-jobs', seeker, async (c, { query: { page } }) =>
    similarCompanyJobs(db, getRef, vertical, c.get('seekerId'), page),
  );

  // The skills (tags) most asked for in live jobs of a functional area, to pick early-applicant skills from.
  route(app, 'GET job/early-applicant/getSkills', async (_c, { query: q }) => {
    const rows = await skillsInDemand(db, vertical, q.functionalarea, q.aggname ?? '');
    return { skills: rows.map((r) => ({ id: r.id, name: r.name, jobs: r.jobs })) };
  });

  route(app, 'GET job/v2/early-applicant-jobfeed', seeker, async (c, { query: { page } }) =>
    earlyApplicantFeed(db, getRef, vertical, c.get('seekerId'), page),
  );

  return app;
}
