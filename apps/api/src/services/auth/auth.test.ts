import { isAcceptableRefreshedToken, LoginResponse, VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drivers,
  SEEKER,
  setupTestServer,
  signUpSeeker,
  type TestServer,
  uniqueEmail,
} from '../../test-server.ts';
import { browser } from './test-browser.ts';

/** Two verticals: most tests use MAIN; OTHER shows that accounts and sessions stay in their own. */
const [OTHER, MAIN] = VERTICAL_IDS as unknown as [Vertical, Vertical];

/** The password of every account here: the test seekers' own. */
const PASSWORD = SEEKER.password;

describe.each(drivers)('accounts and sessions on %s', (driver) => {
  const s = setupTestServer(driver, { accessTokenTtlS: 2, rotationGraceS: 0 });
  afterEach(() => {
    vi.useRealTimers();
  });

  const outbox = async (vertical: string, to: string) => {
    const res = await s.get(`/${vertical}/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { messages: { kind: string; code: string | null; link: string | null }[] })
      .messages;
  };

  it('registers, signs the person in with vertical-named HttpOnly cookies, and verifies the email by link', async () => {
    const b = browser(s.base);
    const email = uniqueEmail();
    const res = await b.request('POST', `/${MAIN}/user/register`, {
      form: { name: 'Asha Verma', email, password: PASSWORD, phone: '+91 98765 43210' },
    });
    expect(res.status).toBe(200);
    const { seekerId } = (await res.json()) as { seekerId: number };
    expect(seekerId).toBeGreaterThan(0);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(new RegExp(`${MAIN}_session=[^;]+;.*HttpOnly`, 'i'));
    expect(cookies).toMatch(/SameSite=Lax/i);
    expect(cookies).toMatch(/Max-Age=172800/);
    expect(b.cookie(`${OTHER}_session`)).toBeUndefined();

    const [message] = await outbox(MAIN, email);
    expect(message?.kind).toBe('verify-email');
    const link = new URL(message?.link ?? '');
    const query = `token=${link.searchParams.get('token')}&seekerId=${seekerId}&type=verify-email`;
    expect(await (await s.get(`/${MAIN}/auth/validate?${query}`)).json()).toEqual({
      valid: true,
      type: 'verify-email',
    });
    // A link works once.
    expect(await (await s.get(`/${MAIN}/auth/validate?${query}`)).json()).toEqual({
      valid: false,
      type: 'verify-email',
    });
  });

  it('refuses short and common passwords with a clear message, and a second account for one email', async () => {
    const b = browser(s.base);
    const email = uniqueEmail();
    const short = await b.request('POST', `/${MAIN}/user/register`, {
      form: { name: 'A', email, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toMatch(/at least 8 characters/);
    const common = await b.request('POST', `/${MAIN}/user/register`, {
      form: { name: 'A', email, password: 'Password123' },
    });
    expect(JSON.stringify(await common.json())).toMatch(/commonly used/);
    expect(
      (
        await b.request('POST', `/${MAIN}/user/register`, {
          form: { name: 'A', email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    const again = await b.request('POST', `/${MAIN}/user/register`, {
      form: { name: 'A', email, password: PASSWORD },
    });
    expect(again.status).toBe(409);
  });

  it('logs in with the fields of the spec, and a failed login never says whether the email exists', async () => {
    const { email } = await signUpSeeker(s, MAIN);
    const b = browser(s.base);
    const ok = await b.request('POST', `/${MAIN}/user/login`, {
      form: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    const answer = v.parse(LoginResponse, await ok.json());
    expect(answer.twoFactorAuth).toBe(false);
    expect(isAcceptableRefreshedToken(answer.token)).toBe(true);
    expect(answer.obfuscatedUserId).toMatch(/^[0-9a-f]{16}$/);

    const wrong = await b.request('POST', `/${MAIN}/user/login`, {
      form: { email, password: 'not the password' },
    });
    const missing = await b.request('POST', `/${MAIN}/user/login`, {
      form: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(await wrong.json()).toEqual(await missing.json());
  });

  it('keeps accounts per vertical', async () => {
    const { email } = await signUpSeeker(s, MAIN);
    const b = browser(s.base);
    const other = await b.request('POST', `/${OTHER}/user/login`, { form: { email, password: PASSWORD } });
    expect(other.status).toBe(401);
    expect(await (await s.get(`/${OTHER}/exists?email=${encodeURIComponent(email)}`)).json()).toEqual({
      exists: false,
    });
    expect(await (await s.get(`/${MAIN}/exists?email=${encodeURIComponent(email)}`)).json()).toEqual({
      exists: true,
    });
  });

  it('answers 401 without a session, 406 once the access token expires, and refreshes with a rotated secret', async () => {
    const anonymous = browser(s.base);
    expect((await anonymous.request('POST', `/${MAIN}/consent`, { form: { body: 'yes' } })).status).toBe(401);

    const { b } = await signUpSeeker(s, MAIN);
    expect((await b.request('POST', `/${MAIN}/consent`, { form: { body: 'I agree' } })).status).toBe(200);
    const before = b.cookie(`${MAIN}_session`);
    // The API reads the time from Date: move it past the two-second access token instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100 });
    const expired = await b.request('POST', `/${MAIN}/consent`, { form: { body: 'I agree' } });
    expect(expired.status).toBe(406);

    const refreshed = await b.request('GET', `/${MAIN}/auth/refresh`);
    expect(refreshed.status).toBe(200);
    const { token } = (await refreshed.json()) as { token: string };
    expect(isAcceptableRefreshedToken(token)).toBe(true);
    expect(b.cookie(`${MAIN}_session`)).not.toBe(before);
    expect((await b.request('POST', `/${MAIN}/consent`, { form: { body: 'I agree' } })).status).toBe(200);

    // The bearer works where the catalogue asks for one.
    const bearer = await s.get(`/${MAIN}/getauth`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(200);
    expect(await bearer.json()).toMatchObject({ isLoggedIn: true });
  });

  it('treats a refresh secret used after its rotation as stolen and ends the session (418)', async () => {
    const { b } = await signUpSeeker(s, MAIN);
    const stolen = b.cookie(`${MAIN}_session`) ?? '';
    expect((await b.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(200);
    const thief = browser(s.base);
    thief.setCookie(`${MAIN}_session`, stolen);
    expect((await thief.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(418);
    expect((await b.request('POST', `/${MAIN}/consent`, { form: { body: 'x' } })).status).toBe(418);
  });

  it('answers 418 once the session is revoked by logging out elsewhere', async () => {
    const { b } = await signUpSeeker(s, MAIN);
    const copy = browser(s.base);
    copy.setCookie(`${MAIN}_session`, b.cookie(`${MAIN}_session`) ?? '');
    copy.setCookie(`${MAIN}_token`, b.cookie(`${MAIN}_token`) ?? '');
    const out = await copy.request('POST', `/${MAIN}/user/logout`, { form: {} });
    expect(out.status).toBe(200);
    expect(copy.cookie(`${MAIN}_session`)).toBeUndefined();
    expect((await b.request('POST', `/${MAIN}/consent`, { form: { body: 'x' } })).status).toBe(418);
    expect((await b.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(418);
  });

  it('rejects tampered tokens, tokens of another key and alg none', async () => {
    const { b } = await signUpSeeker(s, MAIN);
    const token = b.cookie(`${MAIN}_token`) ?? '';
    const [header, payload, signature] = token.split('.');
    const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = [
      `${header}.${b64({ ...claims, sub: claims.sub + 1 })}.${signature}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${header}.${payload}.${'A'.repeat(signature?.length ?? 43)}`,
    ];
    for (const bad of forged) {
      const res = await s.get(`/${MAIN}/getauth`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(res.status).toBe(401);
    }
  });

  it('resets a forgotten password through the outbox and ends every session', async () => {
    const { b, email, seekerId } = await signUpSeeker(s, MAIN);
    const stranger = browser(s.base);
    const asked = await stranger.request('POST', `/${MAIN}/user/forgot-password`, { form: { email } });
    const unknown = await stranger.request('POST', `/${MAIN}/user/forgot-password`, {
      form: { email: uniqueEmail() },
    });
    expect(await asked.json()).toEqual(await unknown.json());
    const reset = (await outbox(MAIN, email)).find((m) => m.kind === 'reset-password');
    const token = new URL(reset?.link ?? '').searchParams.get('token') ?? '';
    const query = `token=${token}&seekerId=${seekerId}&type=reset-password`;
    expect(await (await s.get(`/${MAIN}/auth/validate?${query}`)).json()).toMatchObject({ valid: true });
    const changed = await stranger.request('POST', `/${MAIN}/user/reset-password`, {
      form: { seekerId: String(seekerId), token, password: 'a brand new passphrase' },
    });
    expect(changed.status).toBe(200);
    // The old session is over: its access token is refused (418 while it is unexpired; 406 once its
    // two seconds are up on a slow machine, which sends the client to refresh) and so is its refresh.
    expect([406, 418]).toContain(
      (await b.request('POST', `/${MAIN}/consent`, { form: { body: 'x' } })).status,
    );
    expect((await b.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(418);
    const again = await stranger.request('POST', `/${MAIN}/user/reset-password`, {
      form: { seekerId: String(seekerId), token, password: 'another new passphrase' },
    });
    expect(again.status).toBe(400);
    const login = await stranger.request('POST', `/${MAIN}/user/login`, {
      form: { email, password: 'a brand new passphrase' },
    });
    expect(login.status).toBe(200);
  });

  it('stops a two-factor login after the password and finishes it with the emailed code', async () => {
    const { email, seekerId } = await signUpSeeker(s, MAIN);
    await s.db.raw('UPDATE seekers SET two_factor = true WHERE id = $1', [seekerId]);
    const b = browser(s.base);
    const first = await b.request('POST', `/${MAIN}/user/login`, { form: { email, password: PASSWORD } });
    const answer = v.parse(LoginResponse, await first.json());
    expect(answer).toMatchObject({ twoFactorAuth: true, token: null });
    expect(b.cookie(`${MAIN}_session`)).toBeUndefined();
    const code = (await outbox(MAIN, email)).find((m) => m.kind === 'two-factor-code')?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await b.request('POST', `/${MAIN}/twoFactorAuth/verify-two-fa`, {
      form: { activationToken: answer.activationToken ?? '', code: wrong },
    });
    expect(bad.status).toBe(400);
    const ok = await b.request('POST', `/${MAIN}/twoFactorAuth/verify-two-fa`, {
      form: { activationToken: answer.activationToken ?? '', code },
    });
    expect(ok.status).toBe(200);
    expect(b.cookie(`${MAIN}_session`)).toBeDefined();
    // Single use.
    const reuse = await b.request('POST', `/${MAIN}/twoFactorAuth/verify-two-fa`, {
      form: { activationToken: answer.activationToken ?? '', code },
    });
    expect(reuse.status).toBe(401);
  });

  it('never keeps out an owner who enters the codes: only codes asked for and not entered count', async () => {
    const { email, seekerId } = await signUpSeeker(s, MAIN);
    await s.db.raw('UPDATE seekers SET two_factor = true WHERE id = $1', [seekerId]);
    const logIn = async () => {
      const b = browser(s.base);
      const first = await b.request('POST', `/${MAIN}/user/login`, { form: { email, password: PASSWORD } });
      if (first.status !== 200) return first.status;
      const { activationToken } = v.parse(LoginResponse, await first.json());
      const code = (await outbox(MAIN, email)).find((m) => m.kind === 'two-factor-code')?.code ?? '';
      return (
        await b.request('POST', `/${MAIN}/twoFactorAuth/verify-two-fa`, {
          form: { activationToken: activationToken ?? '', code },
        })
      ).status;
    };
    // Eight two-factor logins in a row, each finished with its code.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push(await logIn());
    expect(statuses).toEqual(Array(8).fill(200));
    // Codes asked for and never entered still count: the sixth in a window is refused.
    const asked: number[] = [];
    for (let i = 0; i < 6; i += 1)
      asked.push(
        (
          await browser(s.base).request('POST', `/${MAIN}/user/login`, {
            form: { email, password: PASSWORD },
          })
        ).status,
      );
    expect(asked).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('rate limits logins per account', async () => {
    const { email } = await signUpSeeker(s, MAIN);
    const b = browser(s.base);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await b.request('POST', `/${MAIN}/user/login`, { form: { email, password: `wrong ${i} guess` } }))
          .status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('refuses state-changing calls from another origin', async () => {
    const evil = browser(s.base, 'https://evil.example');
    const res = await evil.request('POST', `/${MAIN}/user/login`, {
      form: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(res.status).toBe(403);
    const crossSite = await fetch(`${s.base}/${MAIN}/user/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('names the bad field of a malformed body', async () => {
    const b = browser(s.base);
    const res = await b.request('POST', `/${MAIN}/user/login`, {
      form: { email: 'not-an-email', password: 'x' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/email/);
  });
});

describe('per-address limits behind a proxy', () => {
  const trusting = setupTestServer('pglite', { trustProxy: true });
  const direct = setupTestServer('pglite');
  const exists = (s: TestServer, forwardedFor: string) =>
    s.get(`/${MAIN}/exists?email=someone%40example.in`, { headers: { 'x-forwarded-for': forwardedFor } });

  it('count the address the proxy saw only when told to trust it', async () => {
    for (let i = 0; i < 60; i++)
      expect((await exists(trusting, `10.0.0.1, 203.0.113.${i % 2}`)).status).toBe(200);
    // Sixty per address: .0 and .1 have 30 each so far; another address has its own count.
    const statuses = [
      (await exists(trusting, '203.0.113.1')).status,
      (await exists(trusting, '198.51.100.7')).status,
    ];
    expect(statuses).toEqual([200, 200]);
    for (let i = 0; i < 29; i++) await exists(trusting, '203.0.113.1');
    expect((await exists(trusting, '203.0.113.1')).status).toBe(429);
    expect((await exists(trusting, '198.51.100.7')).status).toBe(200);
  });

  it('ignore a forged header when the proxy is not trusted: every call is 127.0.0.1', async () => {
    for (let i = 0; i < 60; i++) await exists(direct, `203.0.113.${i}`);
    expect((await exists(direct, '198.51.100.99')).status).toBe(429);
  });
});
