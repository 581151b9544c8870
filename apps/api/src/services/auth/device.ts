import { createHmac } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { generateSecret } from './codes.ts';

/**
 * Device cookies (docs/decisions/0020): a browser that signed in to an account gets a long-lived,
 * signed `{vertical}_device` cookie naming that account and a random device id. A sign-in from it skips
 * the delays strangers' guesses put on the account and on the address, so nobody can keep the owner
 * out by guessing; its own misses are counted per device instead.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;
const TYPE = 'device';

export const deviceCookie = (vertical: string) => `${vertical}_device`;

export interface KnownDevice {
  seekerId: number;
  deviceId: string;
}

/** A key of its own, so an access token can never pass for a device cookie or the other way round. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('device-cookie').digest();

export function signDeviceCookie(secret: string, vertical: string, seekerId: number): Promise<string> {
  return new SignJWT({ vtl: vertical, dev: generateSecret(16) } as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(String(seekerId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + DEVICE_COOKIE_MAX_AGE_S)
    .sign(keyOf(secret));
}

/** The account and device a cookie names, when it is ours, unexpired and of this vertical. */
export async function readDeviceCookie(
  secret: string,
  vertical: string,
  cookie: string | undefined,
): Promise<KnownDevice | null> {
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, keyOf(secret), {
      algorithms: ['HS256'],
      typ: TYPE,
      requiredClaims: ['sub', 'exp', 'dev', 'vtl'],
    });
    const seekerId = Number(payload.sub);
    if (payload.vtl !== vertical || typeof payload.dev !== 'string' || !Number.isSafeInteger(seekerId)) {
      return null;
    }
    return { seekerId, deviceId: payload.dev };
  } catch {
    return null;
  }
}
