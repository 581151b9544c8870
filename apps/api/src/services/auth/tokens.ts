import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived access tokens for the calls that take a bearer (course, subscription, OTP, magic-rank,
 * getauth). HS256 in the JWT compact form: three base64url parts, longer than 150 characters.
 * Only `{"alg":"HS256","typ":"JWT"}` headers are accepted, so `alg: none` and algorithm swaps fail.
 */

export interface AccessClaims {
  /** seeker id */
  sub: number;
  /** session id the token belongs to, so revoking the session revokes the token */
  sid: string;
  /** vertical the session was opened on */
  vtl: string;
  /** issued at, seconds */
  iat: number;
  /** expires at, seconds */
  exp: number;
  /** unique token id */
  jti: string;
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(c.sub) &&
    typeof c.sid === 'string' &&
    typeof c.vtl === 'string' &&
    Number.isSafeInteger(c.iat) &&
    Number.isSafeInteger(c.exp) &&
    typeof c.jti === 'string'
  );
}

export function verifyAccessToken(token: string, secret: string, nowSeconds: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER || payload.length === 0 || signature.length === 0) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
