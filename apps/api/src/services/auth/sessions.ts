import { createHmac } from 'node:crypto';
import { SESSION_EXPIRY_S } from '@jobsite/domain';
import type { Db } from '../../db/client.ts';
import { digest, generateSecret, sameDigest } from './codes.ts';
import {
  insertSession,
  revokeSeekerSessions,
  revokeSessionById,
  rotateRefreshDigest,
  type SessionRow,
  sessionById,
} from './queries/sessions.ts';
import { type AccessClaims, signAccessToken, verifyAccessToken } from './tokens.ts';

/**
 * Server-side sessions. The browser holds `{sessionId}.{refreshSecret}` in an HttpOnly cookie; the
 * database keeps only the secret's digest. `auth/refresh` rotates the secret and issues a short-lived
 * signed access token; every protected call checks the token and that its session is still open.
 *
 * The session id is no key on its own (docs/decisions/0020): it can be read in every access token, so
 * ending a session, by logging out or by refreshing, needs its secret too. Each refresh secret carries
 * a MAC of its session, so a secret this API handed out for the session and rotated out since is told
 * apart from a made-up one: the first proves someone kept a copy of the cookie and ends the session;
 * the second is refused and changes nothing.
 */

export interface SessionSettings {
  secret: string;
  accessTokenTtlS: number;
  /** How long the previous refresh secret still works after a rotation (two tabs refreshing at once). */
  rotationGraceS: number;
}

export interface IssuedSession {
  sessionId: string;
  cookieValue: string;
  accessToken: string;
  expiresAt: Date;
}

export type Authentication =
  | { ok: true; seekerId: number; sessionId: string }
  /** 401: no session, or a token that is not ours */
  | { ok: false; status: 401 }
  /** 406: the access token expired; refresh and retry */
  | { ok: false; status: 406 }
  /** 418: the session was revoked or the account deactivated; log out */
  | { ok: false; status: 418 };

function accessToken(
  settings: SessionSettings,
  seekerId: number,
  sessionId: string,
  vertical: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = {
    sub: seekerId,
    sid: sessionId,
    vtl: vertical,
    iat: now,
    exp: now + settings.accessTokenTtlS,
    jti: generateSecret(12),
  };
  return signAccessToken(claims, settings.secret);
}

/** 32 random bytes and a 16-byte MAC of the session, both base64url: 43 + 22 characters. */
const RANDOM_LENGTH = 43;
const MAC_LENGTH = 22;

function refreshMac(settings: SessionSettings, vertical: string, sessionId: string, random: string): string {
  const key = createHmac('sha256', settings.secret).update('refresh-secret').digest();
  return createHmac('sha256', key)
    .update(`${vertical}:${sessionId}:${random}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** A new refresh secret for the session: random, with the MAC that says this API made it for it. */
function refreshSecret(settings: SessionSettings, vertical: string, sessionId: string): string {
  const random = generateSecret(32);
  return `${random}${refreshMac(settings, vertical, sessionId, random)}`;
}

/** Whether this API made `secret` for the session (whether or not it is still the current one). */
function madeForSession(settings: SessionSettings, vertical: string, sessionId: string, secret: string) {
  if (secret.length !== RANDOM_LENGTH + MAC_LENGTH) return false;
  const random = secret.slice(0, RANDOM_LENGTH);
  return sameDigest(secret.slice(RANDOM_LENGTH), refreshMac(settings, vertical, sessionId, random));
}

export async function openSession(
  db: Db,
  settings: SessionSettings,
  input: { seekerId: number; vertical: string; userAgent: string | undefined },
): Promise<IssuedSession> {
  const sessionId = generateSecret(18);
  const refresh = refreshSecret(settings, input.vertical, sessionId);
  const expiresAt = new Date(Date.now() + SESSION_EXPIRY_S * 1000);
  await insertSession(db, {
    id: sessionId,
    seekerId: input.seekerId,
    vertical: input.vertical,
    refreshDigest: digest(refresh),
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return {
    sessionId,
    cookieValue: `${sessionId}.${refresh}`,
    accessToken: await accessToken(settings, input.seekerId, sessionId, input.vertical),
    expiresAt,
  };
}

const isOpen = (row: SessionRow) =>
  row.revokedAt === null && row.status === 'active' && row.expiresAt.getTime() > Date.now();

export type RefreshResult =
  | { ok: true; seekerId: number; accessToken: string; cookieValue: string; expiresAt: Date }
  | { ok: false; status: 401 | 418 };

/**
 * What a session cookie proves about its session: that it holds the current secret, the one before it
 * within the rotation grace (two tabs refreshing at once), a secret rotated out since (someone kept a
 * copy of the cookie), or nothing (a made-up secret, or only the id).
 */
type Possession = 'current' | 'previous' | 'rotated-out' | 'none';

function possession(
  settings: SessionSettings,
  vertical: string,
  sessionId: string,
  secret: string,
  row: SessionRow,
): Possession {
  const given = digest(secret);
  if (sameDigest(given, row.refreshDigest)) return 'current';
  const previous = row.previousDigest !== null && sameDigest(given, row.previousDigest);
  const withinGrace =
    row.rotatedAt !== null && Date.now() - row.rotatedAt.getTime() < settings.rotationGraceS * 1000;
  if (previous && withinGrace) return 'previous';
  if (previous || madeForSession(settings, vertical, sessionId, secret)) return 'rotated-out';
  return 'none';
}

/** The session a cookie names in this vertical, with what the cookie proves about it. */
async function sessionOfCookie(
  db: Db,
  settings: SessionSettings,
  vertical: string,
  cookieValue: string | undefined,
) {
  const [sessionId, secret] = (cookieValue ?? '').split('.');
  if (!sessionId || !secret) return undefined;
  const row = await sessionById(db, sessionId, vertical);
  if (!row) return undefined;
  return { sessionId, secret, row, proof: possession(settings, vertical, sessionId, secret, row) };
}

/**
 * `auth/refresh`: checks the session cookie, rotates its secret, issues a new access token. A cookie
 * that proves nothing is refused (401) and leaves the session alone; a rotated-out secret ends it (418).
 */
export async function refreshSession(
  db: Db,
  settings: SessionSettings,
  vertical: string,
  cookieValue: string | undefined,
): Promise<RefreshResult> {
  const found = await sessionOfCookie(db, settings, vertical, cookieValue);
  if (!found || found.proof === 'none') return { ok: false, status: 401 };
  const { sessionId, secret, row, proof } = found;
  if (!isOpen(row)) return { ok: false, status: 418 };
  if (proof === 'rotated-out') {
    // A secret this API gave out for the session and replaced since: the cookie was copied.
    await revokeSession(db, sessionId);
    return { ok: false, status: 418 };
  }
  let nextCookie = `${sessionId}.${secret}`;
  if (proof === 'current') {
    const next = refreshSecret(settings, vertical, sessionId);
    // Only one of two refreshes racing with the same secret rotates; the other hands out a token only.
    if (await rotateRefreshDigest(db, sessionId, digest(secret), digest(next))) {
      nextCookie = `${sessionId}.${next}`;
    }
  }
  return {
    ok: true,
    seekerId: row.seekerId,
    accessToken: await accessToken(settings, row.seekerId, sessionId, vertical),
    // Inside the grace window the other tab already rotated: keep its secret, hand out a token only.
    cookieValue: nextCookie,
    expiresAt: row.expiresAt,
  };
}

/**
 * `user/logout`: ends the session the caller proves to hold, by its session cookie (with a secret this
 * API made for it, in this vertical) or by a valid access token. The id alone ends nothing. Answers
 * whether a session was ended.
 */
export async function endSession(
  db: Db,
  settings: SessionSettings,
  vertical: string,
  cookieValue: string | undefined,
  token: string | undefined,
): Promise<boolean> {
  const found = await sessionOfCookie(db, settings, vertical, cookieValue);
  if (found && found.proof !== 'none') {
    await revokeSession(db, found.sessionId);
    return true;
  }
  const auth = await authenticate(db, settings, vertical, token);
  if (!auth.ok) return false;
  await revokeSession(db, auth.sessionId);
  return true;
}

/** Checks an access token (cookie or bearer) and that its session is still open. */
export async function authenticate(
  db: Db,
  settings: SessionSettings,
  vertical: string,
  token: string | undefined,
): Promise<Authentication> {
  if (!token) return { ok: false, status: 401 };
  const verified = await verifyAccessToken(token, settings.secret, Math.floor(Date.now() / 1000));
  if (!verified.ok) return { ok: false, status: verified.reason === 'expired' ? 406 : 401 };
  if (verified.claims.vtl !== vertical) return { ok: false, status: 401 };
  const row = await sessionById(db, verified.claims.sid, vertical);
  if (!row) return { ok: false, status: 401 };
  if (!isOpen(row)) return { ok: false, status: 418 };
  return { ok: true, seekerId: row.seekerId, sessionId: verified.claims.sid };
}

async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await revokeSessionById(db, sessionId);
}

/** Ends every session of the account but the one given (after a password change or reset). */
export async function revokeOtherSessions(
  db: Db,
  seekerId: number,
  keepSessionId: string | null,
): Promise<void> {
  await revokeSeekerSessions(db, seekerId, keepSessionId);
}
