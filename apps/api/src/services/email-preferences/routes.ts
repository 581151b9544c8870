/**
 * One-click unsubscribe (decision 0037): `GET unsubscribe?token=` says what the link would stop, and
 * `POST unsubscribe` stops it, without a session: the signed token is the proof. The POST takes the
 * token as a form field (the site's confirmation form) or in the query with the RFC 8058 body
 * `List-Unsubscribe=One-Click` (a mail client's button, relayed by the brand site), and answers 200 when
 * the list was already stopped.
 */
import { EmailUnsubscribeBody, EmailUnsubscribeQuery } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { parse, parseBody } from '../../http/validate.ts';
import type { AuthDeps } from '../auth/routes.ts';
import { describeList, unsubscribe } from './service.ts';

export function emailPreferenceRoutes(
  { db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>,
  vertical: Vertical,
) {
  const settings = { secret: sessions.secret };
  const app = new Hono({ strict: false });

  app.get('/unsubscribe', async (c) => {
    const { token } = parse(EmailUnsubscribeQuery, { token: c.req.query('token') }, 'query');
    c.header('Cache-Control', 'no-store');
    return c.json(await describeList(db, vertical, settings, token));
  });

  app.post('/unsubscribe', async (c) => {
    const body = await parseBody(c, EmailUnsubscribeBody);
    const inQuery = c.req.query('token');
    const token =
      body.token ??
      (inQuery === undefined ? undefined : parse(EmailUnsubscribeQuery, { token: inQuery }, 'query').token);
    if (!token) throw new HttpError(400, 'The unsubscribe link has no token');
    c.header('Cache-Control', 'no-store');
    return c.json(await unsubscribe(db, vertical, settings, token));
  });

  return app;
}
