/**
 * The saved-search calls (`GET/POST user/saved-searches`, `POST/DELETE user/saved-searches/{id}`), the
 * session-less `POST alerts/unsubscribe`, and the internal API's triggers of the alert work
 * (`POST /internal/{vertical}/alerts/run-digest`, `.../run-realtime`) for tests and operators.
 */
import {
  SAVED_SEARCH_LIMIT,
  SavedSearchBody,
  SavedSearchParams,
  SavedSearchUpdateBody,
  UnsubscribeBody,
} from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { parseBody, parseParams } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { Sender } from '../auth/outbox.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import {
  type AlertSettings,
  changeSearch,
  removeSearch,
  runDigests,
  runRealtime,
  saveSearch,
  searchesOf,
  unsubscribe,
} from './service.ts';

/** What the routes read of the app's auth settings: sessions, its secret, the brand sites, the mail sender. */
export interface AlertAuth {
  sessions: SessionSettings;
  siteOrigins: Partial<Record<Vertical, string>>;
  send?: Sender | undefined;
}

const settingsOf = (auth: AlertAuth): AlertSettings => ({
  secret: auth.sessions.secret,
  siteOrigins: auth.siteOrigins,
  send: auth.send,
});

export function alertRoutes(db: Db, auth: AlertAuth, vertical: Vertical) {
  const deps = { ...settingsOf(auth), sessions: auth.sessions };
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, deps.sessions, vertical);

  app.get('/user/saved-searches', seeker, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ searches: await searchesOf(db, vertical, c.get('seekerId')), limit: SAVED_SEARCH_LIMIT });
  });

  app.post('/user/saved-searches', seeker, async (c) => {
    const body = await parseBody(c, SavedSearchBody);
    const search = await saveSearch(db, vertical, c.get('seekerId'), body);
    const message = search.alerts
      ? `Search saved. We will email you new matches for "${search.name}" once a day`
      : `Search saved as "${search.name}"`;
    return c.json({ message, search }, 201);
  });

  app.post('/user/saved-searches/:id', seeker, async (c) => {
    const { id } = parseParams(c, SavedSearchParams);
    const body = await parseBody(c, SavedSearchUpdateBody);
    const search = await changeSearch(db, vertical, c.get('seekerId'), id, body);
    const message =
      body.alerts === undefined
        ? `Search renamed to "${search.name}"`
        : search.alerts
          ? `Alerts are on for "${search.name}"`
          : `Alerts are off for "${search.name}"`;
    return c.json({ message, search });
  });

  app.delete('/user/saved-searches/:id', seeker, async (c) => {
    const { id } = parseParams(c, SavedSearchParams);
    await removeSearch(db, vertical, c.get('seekerId'), id);
    return c.json({ message: 'Saved search deleted' });
  });

  // No session: the link in the email is the proof. A POST, as mail scanners prefetch GET links.
  app.post('/alerts/unsubscribe', async (c) => {
    const { token } = await parseBody(c, UnsubscribeBody);
    const { searchName } = await unsubscribe(db, deps.secret, vertical, token);
    return c.json({
      message: `You are unsubscribed: no more job alerts for "${searchName}"`,
      searchName,
    });
  });

  return app;
}

/** Mounted on the internal API, behind its admin key. */
export function alertInternalRoutes(db: Db, auth: AlertAuth, vertical: Vertical) {
  const settings = settingsOf(auth);
  const app = new Hono({ strict: false });
  app.post('/alerts/run-digest', async (c) => c.json({ sent: await runDigests(db, vertical, settings) }));
  app.post('/alerts/run-realtime', async (c) =>
    c.json({ alerts: await runRealtime(db, vertical, settings) }),
  );
  return app;
}
