/**
 * The saved-search calls (`GET/POST user/saved-searches`, `POST/DELETE user/saved-searches/{id}`), the
 * session-less `POST alerts/unsubscribe`, and the internal API's triggers of the alert work
 * (`POST /internal/{vertical}/alerts/run-digest`, `.../run-realtime`) for tests and operators.
 */
import { SAVED_SEARCH_LIMIT } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { parseQuery } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { Sender } from '../auth/outbox.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { periodFrom } from './schedule.ts';
import {
  type AlertSettings,
  changeSearch,
  DIGEST_PERIOD_MS,
  removeSearch,
  runDigestsNow,
  runRealtime,
  saveSearch,
  searchesOf,
  unsubscribe,
} from './service.ts';

/** What the routes read of the app's deps: the database, sessions, the brand sites, the mail sender. */
interface AlertDeps {
  db: Db;
  sessions: SessionSettings;
  siteOrigins: Partial<Record<Vertical, string>>;
  send?: Sender | undefined;
}

const settingsOf = (auth: AlertDeps): AlertSettings => ({
  secret: auth.sessions.secret,
  siteOrigins: auth.siteOrigins,
  send: auth.send,
  digestPeriodMs: periodFrom(process.env, 'ALERTS_DIGEST_PERIOD_MS', DIGEST_PERIOD_MS),
});

export function alertRoutes(auth: AlertDeps, vertical: Vertical) {
  const { db } = auth;
  const deps = { ...settingsOf(auth), sessions: auth.sessions };
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, deps.sessions, vertical);

  route(app, 'GET user/saved-searches', seeker, async (c) => {
    c.header('Cache-Control', 'no-store');
    return { searches: await searchesOf(db, vertical, c.get('seekerId')), limit: SAVED_SEARCH_LIMIT };
  });

  route(app, 'POST user/saved-searches', seeker, async (c, { body }) => {
    const search = await saveSearch(db, vertical, c.get('seekerId'), body, deps.digestPeriodMs);
    const message = search.alerts
      ? `Search saved. We will email you new matches for "${search.name}" once a day`
      : `Search saved as "${search.name}"`;
    return { message, search };
  });

  route(app, 'POST user/saved-searches/{id}', seeker, async (c, { params, body }) => {
    const search = await changeSearch(db, vertical, c.get('seekerId'), params.id, body, deps.digestPeriodMs);
    const message =
      body.alerts === undefined
        ? `Search renamed to "${search.name}"`
        : search.alerts
          ? `Alerts are on for "${search.name}"`
          : `Alerts are off for "${search.name}"`;
    return { message, search };
  });

  route(app, 'DELETE user/saved-searches/{id}', seeker, async (c, { params }) => {
    await removeSearch(db, vertical, c.get('seekerId'), params.id);
    return { message: 'Saved search deleted' };
  });

  // No session: the link in the email is the proof. A POST, as mail scanners prefetch GET links.
  route(app, 'POST alerts/unsubscribe', async (_c, { body }) => {
    const { searchName } = await unsubscribe(db, deps.secret, vertical, body.token);
    return { message: `You are unsubscribed: no more job alerts for "${searchName}"`, searchName };
  });

  return app;
}

const RunDigestQuery = v.object({
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
});

/** Mounted on the internal API, behind its admin key. */
export function alertInternalRoutes(auth: AlertDeps, vertical: Vertical) {
  const { db } = auth;
  const settings = settingsOf(auth);
  const app = new Hono({ strict: false });
  // `?email=`: that seeker's searches are made due first (a digest now, whatever their period).
  app.post('/alerts/run-digest', async (c) => {
    const { email } = parseQuery(c, RunDigestQuery);
    return c.json({ sent: await runDigestsNow(db, vertical, settings, email) });
  });
  app.post('/alerts/run-realtime', async (c) =>
    c.json({ alerts: await runRealtime(db, vertical, settings) }),
  );
  return app;
}
