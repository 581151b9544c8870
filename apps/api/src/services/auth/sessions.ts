import { SESSION_EXPIRY_S } from '@jobsite/domain';
import type { Db } from '../../db/client.ts';
import { digest, generateSecret, sameDigest } from './codes.ts';
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
): string {
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
  await db.raw(
    `INSERT INTO sessions (id, seeker_id, vertical, refresh_digest, expires_at, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sessionId,
      input.seekerId,
      input.vertical,
      digest(refresh),
      expiresAt.toISOString(),
      input.userAgent?.slice(0, 300) ?? null,
    ],
  );
  return {
    sessionId,
    cookieValue: `${sessionId}.${refresh}`,
    accessToken: accessToken(settings, input.seekerId, sessionId, input.vertical),
    expiresAt,
  };
}

interface SessionRow {
  seeker_id: number;
  refresh_digest: string;
  previous_digest: string | null;
  rotated_at: string | Date | null;
  expires_at: string | Date;
  revoked_at: string | Date | null;
  status: string;
}

async function findSession(db: Db, sessionId: string, vertical: string): Promise<SessionRow | undefined> {
  const rows = (await db.raw(
    `SELECT s.seeker_id, s.refresh_digest, s.previous_digest, s.rotated_at, s.expires_at, s.revoked_at, k.status
       FROM sessions s JOIN seekers k ON k.id = s.seeker_id
      WHERE s.id = $1 AND s.vertical = $2`,
    [sessionId, vertical],
  )) as SessionRow[];
  return rows[0];
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
  const row = await findSession(db, sessionId, vertical);
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
    await db.raw(
      `UPDATE sessions SET previous_digest = refresh_digest, refresh_digest = $2, rotated_at = now() WHERE id = $1`,
      [sessionId, digest(next)],
    );
  }
  return {
    ok: true,
    seekerId: row.seeker_id,
    accessToken: accessToken(settings, row.seeker_id, sessionId, vertical),
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
  const verified = verifyAccessToken(token, settings.secret, Math.floor(Date.now() / 1000));
  if (!verified.ok) return { ok: false, status: verified.reason === 'expired' ? 406 : 401 };
  if (verified.claims.vtl !== vertical) return { ok: false, status: 401 };
  const row = await findSession(db, verified.claims.sid, vertical);
  if (!row) return { ok: false, status: 401 };
  if (!isOpen(row)) return { ok: false, status: 418 };
  return { ok: true, seekerId: row.seeker_id, sessionId: verified.claims.sid };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.raw(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
}

/** Ends every session of the account but the one given (after a password change or reset). */
export async function revokeOtherSessions(
  db: Db,
  seekerId: number,
  keepSessionId: string | null,
): Promise<void> {
  await db.raw(
    `UPDATE sessions SET revoked_at = now() WHERE seeker_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)`,
    [seekerId, keepSessionId],
  );
}
