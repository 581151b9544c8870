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
  it('round-trips and is acceptable to the client as a refreshed token', () => {
    const token = signAccessToken(claims, SECRET);
    expect(isAcceptableRefreshedToken(token)).toBe(true);
    expect(verifyAccessToken(token, SECRET, NOW + 10)).toEqual({ ok: true, claims });
  });

  it('reports an expired token as expired, not as invalid', () => {
    const token = signAccessToken(claims, SECRET);
    expect(verifyAccessToken(token, SECRET, NOW + 300)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a token signed with another key', () => {
    const token = signAccessToken(claims, 'another-key-entirely-another-key-entirely');
    expect(verifyAccessToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects a tampered payload', () => {
    const [header, , signature] = signAccessToken(claims, SECRET).split('.');
    const forged = `${header}.${b64({ ...claims, sub: 1 })}.${signature}`;
    expect(verifyAccessToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects alg none and any other header, even with a valid HMAC over it', () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect(verifyAccessToken(none, SECRET, NOW).ok).toBe(false);
    const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
    const swapped = `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    expect(verifyAccessToken(swapped, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('rejects garbage without throwing', () => {
    for (const junk of ['', 'a.b', 'a.b.c.d', '...', 'x'.repeat(500), '\u0000.\u0000.\u0000']) {
      expect(verifyAccessToken(junk, SECRET, NOW).ok).toBe(false);
    }
  });
});
