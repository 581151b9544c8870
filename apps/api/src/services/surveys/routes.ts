/**
 * Surveys (calls.md 7.4; decision 0036). The seeker's calls (cookie or bearer): `GET user/survey` (the
 * next unanswered survey of a placement, or one by id) and `POST user/survey/answer` (answer once, or
 * "Not now"). On the internal API, behind its admin key: the surveys with their response counts, and per
 * survey the tally of each option, the ratings' average and the free-text answers a page at a time.
 */
import { QueryId, SurveyResultsQuery } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { parseParams, parseQuery } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { AuthDeps } from '../auth/routes.ts';
import { offer, submit, surveyResults, surveysOverview } from './service.ts';

const IdParams = v.object({ id: QueryId });

/** `now`: the surveys' clock. */
export function surveyRoutes(
  { db, sessions, now = () => new Date() }: Pick<AuthDeps, 'db' | 'sessions'> & { now?: () => Date },
  vertical: Vertical,
) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  route(app, 'GET user/survey', seeker, async (c, { query }) => {
    c.header('Cache-Control', 'private, no-store');
    return offer(db, vertical, c.get('seekerId'), query, now());
  });

  route(app, 'POST user/survey/answer', seeker, async (c, { body }) => {
    c.header('Cache-Control', 'no-store');
    return submit(db, vertical, c.get('seekerId'), body, now());
  });

  return app;
}

export function surveyInternalRoutes({ db }: { db: Db }, vertical: Vertical) {
  const app = new Hono({ strict: false });

  app.get('/surveys', async (c) => c.json(await surveysOverview(db, vertical)));

  app.get('/surveys/:id/results', async (c) => {
    const { id } = parseParams(c, IdParams);
    const { page } = parseQuery(c, SurveyResultsQuery);
    return c.json(await surveyResults(db, vertical, id, page));
  });

  return app;
}
