/**
 * One-click unsubscribe (decision 0037): `GET unsubscribe?token=` says what the link would stop, and
 * `POST unsubscribe` stops it, without a session: the signed token is the proof. The POST takes the
 * token as a form field (the site's confirmation form) or in the query with the RFC 8058 body
 * `List-Unsubscribe=One-Click` (a mail client's button, relayed by the brand site), and answers 200 when
 * the list was already stopped.
 */
import { EmailUnsubscribeQuery } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { AuthDeps } from '../auth/routes.ts';
import { describeList, unsubscribe } from './service.ts';

export function emailPreferenceRoutes(
  { db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>,
  vertical: Vertical,
) {
  const settings = { secret: sessions.secret };
  const app = new Hono({ strict: false });

  route(app, 'GET unsubscribe', async (c, { query: { token } }) => {
    c.header('Cache-Control', 'no-store');
    return describeList(db, vertical, settings, token);
  });

  // The one-click body (RFC 8058) carries no token: it comes in the query, read only then.
  route(app, 'POST unsubscribe', async (c, { body }) => {
    const inQuery = c.req.query('token');
    const token =
      body.token ??
      (inQuery === undefined ? undefined : parse(EmailUnsubscribeQuery, { token: inQuery }, 'query').token);
    if (!token) throw new HttpError(400, 'The unsubscribe link has no token');
    c.header('Cache-Control', 'no-store');
    return unsubscribe(db, vertical, settings, token);
  });

  return app;
}
