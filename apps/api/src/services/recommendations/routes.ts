/**
 * Recommendations (calls.md 7.7; decision 0033). The seeker's calls (cookie or bearer):
 * `POST user/recommendation/request` (asking, a product extension), `GET user/recommendation/recommendationlist/`,
 * `POST recommendation/processrecommendation`, `POST recommendation/resendmail`. The contact's calls under
 * `ext/user/`, with the write link's token instead of a session: `GET recommendation`,
 * `GET recommendation/profile`, `GET recommendation/socialuserid`, `GET recommendation/recruiterid`,
 * `GET socialinfo`, `POST recommendation/addcomment`, `POST socialinfo/addsocialuser`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { AuthDeps } from '../auth/routes.ts';
import {
  addSocialUser,
  ask,
  listRecommendations,
  processRecommendation,
  publicProfile,
  type RecommendationSettings,
  requestOfToken,
  requestView,
  resend,
  socialInfo,
  socialUserId,
  writeRecommendation,
} from './service.ts';

/** What the routes read of the app's deps: the database, sessions, the brand sites, the mail sender. */
type RecommendationDeps = Pick<AuthDeps, 'db' | 'sessions' | 'siteOrigins' | 'send'>;

const settingsOf = (auth: RecommendationDeps): RecommendationSettings => ({
  secret: auth.sessions.secret,
  siteOrigins: auth.siteOrigins,
  send: auth.send,
});

/** Answers of the write link's calls are the contact's alone: never cached, never indexed. */
const privateAnswer = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
};

export function recommendationRoutes(deps: RecommendationDeps, vertical: Vertical) {
  const { db } = deps;
  const settings = settingsOf(deps);
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, deps.sessions, vertical);

  route(app, 'POST user/recommendation/request', seeker, async (c, { body }) =>
    ask(db, vertical, settings, c.get('seekerId'), body),
  );

  route(app, 'GET user/recommendation/recommendationlist/', seeker, async (c, { query }) => {
    c.header('Cache-Control', 'no-store');
    return listRecommendations(db, vertical, c.get('seekerId'), query);
  });

  route(app, 'POST recommendation/processrecommendation', seeker, async (c, { body }) =>
    processRecommendation(db, vertical, c.get('seekerId'), body),
  );

  route(app, 'POST recommendation/resendmail', seeker, async (c, { body }) => {
    const which = body.recommendationId !== undefined ? { id: body.recommendationId } : { email: body.email };
    return resend(db, vertical, settings, c.get('seekerId'), which);
  });

  // The contact's calls: no session, the link's token is the proof.
  route(app, 'GET recommendation', async (c, { query }) => {
    privateAnswer(c);
    return requestView(db, vertical, settings, query.token);
  });

  route(app, 'GET recommendation/profile', async (c, { query }) => {
    privateAnswer(c);
    return publicProfile(db, vertical, settings, query.token);
  });

  route(app, 'GET recommendation/socialuserid', async (c, { query }) => {
    privateAnswer(c);
    return socialUserId(db, vertical, settings, query.token, query.type);
  });

  // Requests are between a seeker and a personal contact, never tied to a recruiter: null, for a good link.
  route(app, 'GET recommendation/recruiterid', async (c, { query }) => {
    await requestOfToken(db, vertical, settings, query.token);
    privateAnswer(c);
    return { recruiterId: null };
  });

  route(app, 'GET socialinfo', async (c, { query }) => {
    privateAnswer(c);
    return socialInfo(db, vertical, settings, query.token);
  });

  route(app, 'POST recommendation/addcomment', async (c, { body }) => {
    privateAnswer(c);
    return writeRecommendation(db, vertical, settings, body);
  });

  route(app, 'POST socialinfo/addsocialuser', async (c, { body }) => {
    privateAnswer(c);
    return addSocialUser(db, vertical, settings, body);
  });

  return app;
}

/** Mounted on the internal API, behind its admin key: nothing yet (support reads requests in the database). */
