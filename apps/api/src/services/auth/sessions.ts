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

export async function openSession(
  db: Db,
  settings: SessionSettings,
  input: { seekerId: number; vertical: string; userAgent: string | undefined },
): Promise<IssuedSession> {
  const sessionId = generateSecret(18);
  const refresh = generateSecret();
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
  row.revoked_at === null && row.status === 'active' && new Date(row.expires_at).getTime() > Date.now();

export type RefreshResult =
  | { ok: true; seekerId: number; accessToken: string; cookieValue: string; expiresAt: Date }
  | { ok: false; status: 401 | 418 };

/** `auth/refresh`: checks the session cookie, rotates its secret, issues a new access token. */
export async function refreshSession(
  db: Db,
  settings: SessionSettings,
  vertical: string,
  cookieValue: string | undefined,
): Promise<RefreshResult> {
  const [sessionId, secret] = (cookieValue ?? '').split('.');
  if (!sessionId || !secret) return { ok: false, status: 401 };
  const row = await sessionById(db, sessionId, vertical);
  if (!row) return { ok: false, status: 401 };
  if (!isOpen(row)) return { ok: false, status: 418 };
  const given = digest(secret);
  const current = sameDigest(given, row.refresh_digest);
  const withinGrace =
    row.previous_digest !== null &&
    row.rotated_at !== null &&
    sameDigest(given, row.previous_digest) &&
    Date.now() - new Date(row.rotated_at).getTime() < settings.rotationGraceS * 1000;
  if (!current && !withinGrace) {
    // A refresh secret used after its rotation window: the cookie was copied. End the session.
    await revokeSession(db, sessionId);
    return { ok: false, status: 418 };
  }
  const next = generateSecret();
  if (current) {
    await rotateRefreshDigest(db, sessionId, digest(next));
  }
  return {
    ok: true,
    seekerId: row.seeker_id,
    accessToken: await accessToken(settings, row.seeker_id, sessionId, vertical),
    // Inside the grace window the other tab already rotated: keep its secret, hand out a token only.
    cookieValue: current ? `${sessionId}.${next}` : (cookieValue ?? ''),
    expiresAt: new Date(row.expires_at),
  };
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
  return { ok: true, seekerId: row.seeker_id, sessionId: verified.claims.sid };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
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
