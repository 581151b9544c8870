/**
 * Recommendations (calls.md 7.7; decision 0033). The seeker's calls (cookie or bearer):
 * `POST user/recommendation/request` (asking, a product extension), `GET user/recommendation/recommendationlist/`,
 * `POST recommendation/processrecommendation`, `POST recommendation/resendmail`. The contact's calls under
 * `ext/user/`, with the write link's token instead of a session: `GET recommendation`,
 * `GET recommendation/profile`, `GET recommendation/socialuserid`, `GET recommendation/recruiterid`,
 * `GET socialinfo`, `POST recommendation/addcomment`, `POST socialinfo/addsocialuser`.
 */
import {
  AddSocialUserBody,
  ProcessRecommendationBody,
  RecommendationAskBody,
  RecommendationCommentBody,
  RecommendationListQuery,
  RecommendationTokenQuery,
  ResendRecommendationBody,
  SocialUserIdQuery,
} from '@jobsite/domain/calls';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Vertical } from '../../db/content.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
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

  app.post('/user/recommendation/request', seeker, async (c) => {
    const body = await parseBody(c, RecommendationAskBody);
    return c.json(await ask(db, vertical, settings, c.get('seekerId'), body), 201);
  });

  app.get('/user/recommendation/recommendationlist', seeker, async (c) => {
    const filter = parseQuery(c, RecommendationListQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await listRecommendations(db, vertical, c.get('seekerId'), filter));
  });

  app.post('/recommendation/processrecommendation', seeker, async (c) => {
    const body = await parseBody(c, ProcessRecommendationBody);
    return c.json(await processRecommendation(db, vertical, c.get('seekerId'), body));
  });

  app.post('/recommendation/resendmail', seeker, async (c) => {
    const body = await parseBody(c, ResendRecommendationBody);
    const which = body.recommendationId !== undefined ? { id: body.recommendationId } : { email: body.email };
    return c.json(await resend(db, vertical, settings, c.get('seekerId'), which));
  });

  // The contact's calls: no session, the link's token is the proof.
  app.get('/ext/user/recommendation', async (c) => {
    const { token } = parseQuery(c, RecommendationTokenQuery);
    privateAnswer(c);
    return c.json(await requestView(db, vertical, settings, token));
  });

  app.get('/ext/user/recommendation/profile', async (c) => {
    const { token } = parseQuery(c, RecommendationTokenQuery);
    privateAnswer(c);
    return c.json(await publicProfile(db, vertical, settings, token));
  });

  app.get('/ext/user/recommendation/socialuserid', async (c) => {
    const { token, type } = parseQuery(c, SocialUserIdQuery);
    privateAnswer(c);
    return c.json(await socialUserId(db, vertical, settings, token, type));
  });

  // Requests are between a seeker and a personal contact, never tied to a recruiter: null, for a good link.
  app.get('/ext/user/recommendation/recruiterid', async (c) => {
    const { token } = parseQuery(c, RecommendationTokenQuery);
    await requestOfToken(db, vertical, settings, token);
    privateAnswer(c);
    return c.json({ recruiterId: null });
  });

  app.get('/ext/user/socialinfo', async (c) => {
    const { token } = parseQuery(c, RecommendationTokenQuery);
    privateAnswer(c);
    return c.json(await socialInfo(db, vertical, settings, token));
  });

  app.post('/ext/user/recommendation/addcomment', async (c) => {
    const body = await parseBody(c, RecommendationCommentBody);
    privateAnswer(c);
    return c.json(await writeRecommendation(db, vertical, settings, body));
  });

  app.post('/ext/user/socialinfo/addsocialuser', async (c) => {
    const body = await parseBody(c, AddSocialUserBody);
    privateAnswer(c);
    return c.json(await addSocialUser(db, vertical, settings, body));
  });

  return app;
}

/** Mounted on the internal API, behind its admin key: nothing yet (support reads requests in the database). */
