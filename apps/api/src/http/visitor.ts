/**
 * The caller's address, for per-address limits (sign-ups an hour, the sign-in delays; decision 0068).
 *
 * A brand site calls the API from its server for each visitor, so the connection's address is the
 * site's. The site says whose call it is in `X-Visitor-Address: <address> <seconds> <signature>`, the
 * signature an HMAC-SHA256 (base64url) over `visitor-address\n<address>\n<seconds>` with the secret the
 * sites and the API share (`VISITOR_ADDRESS_SECRET`; the sites sign in `packages/shell/src/visitor.ts`).
 * A claim that verifies and is at most a minute from now is the caller's address; any other claim is
 * ignored, and the address is then, as before, the connection's (or behind `TRUST_PROXY`, the last
 * entry of `X-Forwarded-For`, which the proxy itself appends).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';

const VISITOR_HEADER = 'x-visitor-address';

/** How far a claim's time may be from the API's clock, either way. */
export const VISITOR_CLAIM_MAX_AGE_S = 60;

interface AddressSettings {
  /** Read the address in `X-Forwarded-For` (only behind a proxy that sets it). */
  trustProxy?: boolean | undefined;
  /** The secret the brand sites sign their visitors' addresses with; without it no claim is believed. */
  visitorSecret?: string | undefined;
}

/** The address a signed claim names, or undefined for a claim that is absent, malformed, stale or forged. */
export function verifiedVisitor(
  claim: string | undefined,
  secret: string | undefined,
  now = Date.now(),
): string | undefined {
  if (!claim || !secret || claim.length > 200) return undefined;
  const [address, seconds, signature, ...rest] = claim.trim().split(' ');
  if (!address || !seconds || !signature || rest.length > 0) return undefined;
  if (isIP(address) === 0 || !/^\d{1,12}$/.test(seconds) || !/^[\w-]{43}$/.test(signature)) return undefined;
  if (Math.abs(now / 1000 - Number(seconds)) > VISITOR_CLAIM_MAX_AGE_S) return undefined;
  const expected = createHmac('sha256', secret).update(`visitor-address\n${address}\n${seconds}`).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}

/** The caller's address: a brand site's signed claim, else the proxy's or the connection's (see above). */
export function clientAddress(c: Context, { trustProxy, visitorSecret }: AddressSettings): string {
  const visitor = verifiedVisitor(c.req.header(VISITOR_HEADER), visitorSecret);
  if (visitor) return visitor;
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
