/** A job's page and its view counting. */
import { JobCodeQuery } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import { notFound } from '../../../http/errors.ts';
import { parseQuery } from '../../../http/validate.ts';
import { jobDetailOut, recordView } from '../detail.ts';
import { jobDetailRow } from '../queries/detail.ts';
import { type JobRouteDeps, seekerOf } from './deps.ts';

export function detailRoutes(deps: JobRouteDeps) {
  const { db, getRef, vertical } = deps;
  const app = new Hono({ strict: false });
  const who = seekerOf(deps);

  app.get('/job/detail', async (c) => {
    const { jobcode } = parseQuery(c, JobCodeQuery);
    const r = await getRef(vertical);
    const row = await jobDetailRow(db, vertical, jobcode);
    if (row?.status !== 1) throw notFound('Job not found');
    return c.json(await jobDetailOut(db, r, row, await who(c)));
  });

  // Anonymous views count every time; a signed-in seeker's views count once per job (and per seeker).
  app.get('/job/view', async (c) => {
    const { jobcode } = parseQuery(c, JobCodeQuery);
    const seekerId = await who(c);
    const views = await recordView(db, vertical, jobcode, seekerId);
    if (!views) throw notFound('Job not found');
    return c.json(views);
  });

  return app;
}
