import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * Short-lived access tokens for the calls that take a bearer (course, subscription, OTP, magic-rank,
 * getauth): HS256 JWTs signed and checked with `jose`, in the compact form the client expects (three
 * base64url parts, longer than 150 characters). Only HS256 with `typ: JWT` is accepted, so `alg: none`
 * and algorithm swaps fail.
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

const ALGORITHM = 'HS256';
const TYPE = 'JWT';
const encoder = new TextEncoder();

/** The key bytes of a secret (jose takes raw bytes for HMAC keys). */
const keyOf = (secret: string): Uint8Array => encoder.encode(secret);

export function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  // jose types `sub` as a string; the token has always carried the seeker id as a number.
  return new SignJWT({ ...claims } as unknown as JWTPayload)
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .sign(keyOf(secret));
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

/** Checks a token at `nowSeconds`; never throws. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      typ: TYPE,
      currentDate: new Date(nowSeconds * 1000),
      requiredClaims: ['exp', 'iat'],
    });
    if (!isClaims(payload)) return { ok: false, reason: 'malformed' };
    const { sub, sid, vtl, iat, exp, jti } = payload;
    return { ok: true, claims: { sub, sid, vtl, iat, exp, jti } };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'bad-signature' };
    return { ok: false, reason: 'malformed' };
  }
}
