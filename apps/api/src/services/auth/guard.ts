import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { authenticate, type SessionSettings } from './sessions.ts';

/** Cookie names carry the vertical, so signing in to one brand never signs you in to the other. */
export const sessionCookie = (vertical: string) => `${vertical}_session`;
export const tokenCookie = (vertical: string) => `${vertical}_token`;

export interface SeekerVariables {
  seekerId: number;
  sessionId: string;
}

/** What a refused session is told, by status. */
export const SESSION_MESSAGES = {
  401: 'Please log in to continue',
  406: 'Your session token has expired',
  418: 'Your session has ended. Please log in again',
} as const;

/** The bearer of the `Authorization` header alone (the calls product.md section 6 authorises by bearer). */
export function bearerOf(c: Context): string | undefined {
  const header = c.req.header('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** The bearer of the `Authorization` header, else the access-token cookie. */
export function accessTokenOf(c: Context, vertical: string): string | undefined {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  return getCookie(c, tokenCookie(vertical));
}

/**
 * Guards a protected call: 401 without a session, 406 when the access token expired (the client
 * refreshes and retries), 418 when the session was revoked or the account deactivated.
 */
export function requireSeeker(
  db: Db,
  settings: SessionSettings,
  vertical: string,
  source: 'cookie-or-bearer' | 'bearer' = 'cookie-or-bearer',
): MiddlewareHandler<{ Variables: SeekerVariables }> {
  return async (c, next) => {
    const token = source === 'bearer' ? bearerOf(c) : accessTokenOf(c, vertical);
    const result = await authenticate(db, settings, vertical, token);
    if (!result.ok) throw new HttpError(result.status, SESSION_MESSAGES[result.status]);
    c.set('seekerId', result.seekerId);
    c.set('sessionId', result.sessionId);
    await next();
  };
}
