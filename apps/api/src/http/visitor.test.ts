/**
 * The brand sites' signed claims of their visitors' addresses (decision 0068), against a running server:
 * a claim that verifies is the address the per-address limits count; a forged, stale or malformed one
 * is ignored and the connection's address is counted, as for a call without a claim.
 */
import { createHmac } from 'node:crypto';
import { VERTICALS } from '@jobsite/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { drivers, errorOf, register, setupTestServer } from '../test-server.ts';
import { VISITOR_CLAIM_MAX_AGE_S, verifiedVisitor } from './visitor.ts';

const MAIN = VERTICALS.management.id;
const SECRET = 'a-visitor-secret-the-sites-and-the-api-share-in-tests';
const TOO_MANY = 'Too many sign-ups from this address. Please try again later';

/** A claim as a brand site makes it (`packages/shell/src/visitor.ts`). */
function claim(address: string, { secret = SECRET, now = Date.now() } = {}): string {
  const seconds = Math.floor(now / 1000);
  const signature = createHmac('sha256', secret)
    .update(`visitor-address\n${address}\n${seconds}`)
    .digest('base64url');
  return `${address} ${seconds} ${signature}`;
}

describe('a claim of a visitor address', () => {
  it('names its address when signed with the secret within a minute', () => {
    const now = Date.now();
    expect(verifiedVisitor(claim('203.0.113.7', { now }), SECRET, now)).toBe('203.0.113.7');
    expect(verifiedVisitor(claim('2001:db8::7', { now }), SECRET, now)).toBe('2001:db8::7');
    const edge = now - VISITOR_CLAIM_MAX_AGE_S * 1000 + 1000;
    expect(verifiedVisitor(claim('203.0.113.7', { now: edge }), SECRET, now)).toBe('203.0.113.7');
  });

  it('names nothing when forged, stale, from the future, malformed or unverifiable', () => {
    const now = Date.now();
    const good = claim('203.0.113.7', { now });
    const [, seconds, signature] = good.split(' ');
    expect(verifiedVisitor(claim('203.0.113.7', { secret: 'another secret', now }), SECRET, now)).toBe(
      undefined,
    );
    expect(verifiedVisitor(`203.0.113.8 ${seconds} ${signature}`, SECRET, now)).toBe(undefined);
    expect(verifiedVisitor(claim('203.0.113.7', { now: now - 5 * 60_000 }), SECRET, now)).toBe(undefined);
    expect(verifiedVisitor(claim('203.0.113.7', { now: now + 5 * 60_000 }), SECRET, now)).toBe(undefined);
    expect(verifiedVisitor(claim('not-an-address', { now }), SECRET, now)).toBe(undefined);
    expect(verifiedVisitor(`${good} extra`, SECRET, now)).toBe(undefined);
    expect(verifiedVisitor('203.0.113.7', SECRET, now)).toBe(undefined);
    expect(verifiedVisitor(good, undefined, now)).toBe(undefined);
    expect(verifiedVisitor(undefined, SECRET, now)).toBe(undefined);
  });
});

describe.each(drivers)('per-address limits behind the brand sites on %s', (driver) => {
  const s = setupTestServer(driver, { visitorSecret: SECRET, signUpsPerHour: 2 });

  beforeEach(async () => {
    await s.db.raw('DELETE FROM rate_limits');
  });

  /** A sign-up as a brand site sends it from its server, with the visitor's claim when given. */
  const signUp = (visitorClaim?: string) =>
    register(s, MAIN, {}, visitorClaim ? { 'x-visitor-address': visitorClaim } : {});

  it('counts each visitor a site signs for apart', async () => {
    expect((await signUp(claim('203.0.113.10'))).status).toBe(200);
    expect((await signUp(claim('203.0.113.10'))).status).toBe(200);
    const third = await signUp(claim('203.0.113.10'));
    expect(third.status).toBe(429);
    expect(await errorOf(third)).toBe(TOO_MANY);
    // Another visitor of the same site, from the same connection, is not held back.
    expect((await signUp(claim('203.0.113.11'))).status).toBe(200);
    // Nor is the site's own address, which none of the claims counted.
    expect((await signUp()).status).toBe(200);
  });

  it('counts the connection for a claim that is forged, stale or malformed', async () => {
    const old = Date.now() - 10 * 60_000;
    expect((await signUp(claim('198.51.100.1', { secret: 'not the shared secret at all' }))).status).toBe(
      200,
    );
    expect((await signUp(claim('198.51.100.2', { now: old }))).status).toBe(200);
    // Each named another address; all of them were the connection's, which has had its two.
    const third = await signUp('198.51.100.3 0 AAAA');
    expect(third.status).toBe(429);
    expect(await errorOf(third)).toBe(TOO_MANY);
    expect((await signUp()).status).toBe(429);
    // A genuine claim still counts its own visitor.
    expect((await signUp(claim('198.51.100.3'))).status).toBe(200);
  });
});
