import { createHmac } from 'node:crypto';
import { isAcceptableRefreshedToken, VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { type AccessClaims, signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hmac-sha256';
const NOW = 1_800_000_000;
const claims: AccessClaims = {
  sub: 42,
  sid: 'session-1',
  vtl: VERTICALS.technology.id,
  iat: NOW,
  exp: NOW + 300,
  jti: 'abc',
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('round-trips and is acceptable to the client as a refreshed token', async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(isAcceptableRefreshedToken(token)).toBe(true);
    expect(await verifyAccessToken(token, SECRET, NOW + 10)).toEqual({ ok: true, claims });
  });

  it('reports an expired token as expired, not as invalid', async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(await verifyAccessToken(token, SECRET, NOW + 300)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a token signed with another key', async () => {
    const token = await signAccessToken(claims, 'another-key-entirely-another-key-entirely');
    expect(await verifyAccessToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects a tampered payload', async () => {
    const [header, , signature] = (await signAccessToken(claims, SECRET)).split('.');
    const forged = `${header}.${b64({ ...claims, sub: 1 })}.${signature}`;
    expect(await verifyAccessToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects alg none and any other header, even with a valid HMAC over it', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await verifyAccessToken(none, SECRET, NOW)).ok).toBe(false);
    const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
    const swapped = `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    expect(await verifyAccessToken(swapped, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('rejects garbage without throwing', async () => {
    for (const junk of ['', 'a.b', 'a.b.c.d', '...', 'x'.repeat(500), '\u0000.\u0000.\u0000']) {
      expect((await verifyAccessToken(junk, SECRET, NOW)).ok).toBe(false);
    }
  });
});

describe('access tokens signed before jose', () => {
  it('are the same compact HS256 form, so tokens already handed out keep working', async () => {
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    const handMade = `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    expect(await verifyAccessToken(handMade, SECRET, NOW)).toEqual({ ok: true, claims });
    expect((await signAccessToken(claims, SECRET)).split('.')[0]).toBe(b64({ alg: 'HS256', typ: 'JWT' }));
  });
});
