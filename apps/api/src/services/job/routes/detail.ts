/** A job's page and its view counting. */
import { Hono } from 'hono';
import { route } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import { jobDetailOut, recordView } from '../detail.ts';
import { jobDetailRow } from '../queries/detail.ts';
import { type JobRouteDeps, seekerOf } from './deps.ts';

export function detailRoutes(deps: JobRouteDeps) {
  const { db, getRef, vertical } = deps;
  const app = new Hono({ strict: false });
  const who = seekerOf(deps);

  route(app, 'GET job/detail', async (c, { query: { jobcode } }) => {
    const r = await getRef(vertical);
    const row = await jobDetailRow(db, vertical, jobcode);
    if (row?.status !== 1) throw notFound('Job not found');
    return jobDetailOut(db, r, row, await who(c));
  });

  // Anonymous views count every time; a signed-in seeker's views count once per job (and per seeker).
  route(app, 'GET job/view', async (c, { query: { jobcode } }) => {
    const seekerId = await who(c);
    const views = await recordView(db, vertical, jobcode, seekerId);
    if (!views) throw notFound('Job not found');
    return views;
  });

  return app;
}
