/**
 * The session machinery (product.md sections 4, 7 and 8) against the real API, started by
 * src/testing/global-setup.ts: every scenario signs a seeker up through the client, hands the API the
 * session with an expired access token (`expiredCookies`) or ends the session on the server, and watches
 * the client. Nothing waits for the clock: the API gets a token that has already expired, and the client
 * waits between refresh tries on a test clock. Only the malformed refreshed token needs the local server
 * (the API always issues good tokens).
 */
import { createServer } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallDef, createApiClient, type SessionEvent } from '../index.ts';
import { startLocalServer } from '../testing/local-server.ts';
import {
  browserClient,
  cookieHeaderFrom,
  expiredCookies,
  recordingFetch,
  signUp,
  testClock,
  TEST_VERTICAL as vertical,
} from '../testing/real-api.ts';

const tokenCookie = `${vertical}_token`;

/** A port nothing listens on (the OS hands one out, then it is closed again). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** A second browser-like client holding the cookies the first one holds now. */
const sameCookies = (setCookies: readonly string[], only?: readonly string[]) => ({
  get: () => cookieHeaderFrom(setCookies, only),
  set: () => undefined,
});

describe('406: refresh and retry', () => {
  it('refreshes once after expiry and retries the call with the new token cookie', async () => {
    const seeker = await signUp(vertical);
    const expired = browserClient(vertical, { cookies: expiredCookies(vertical, seeker.setCookies) });
    const answer = await expired.client.user.skills();
    expect(answer.skills).toEqual([]);
    expect(expired.client.refreshRequests).toBe(1);
    expect(expired.recorder.to('auth/refresh')).toHaveLength(1);
    expect(expired.recorder.to('skills')).toHaveLength(2);
    expect(expired.events).toEqual([{ type: 'tokenRefreshed', token: expect.any(String) }]);
    const [event] = expired.events;
    expect(expired.client.token).toBe(event?.type === 'tokenRefreshed' ? event.token : 'none');
    expect(cookieHeaderFrom(expired.setCookies)).toContain(`${tokenCookie}=${expired.client.token}`);
  });

  it('shares one refresh among ten concurrent calls that all get 406', async () => {
    const seeker = await signUp(vertical);
    const expired = browserClient(vertical, { cookies: expiredCookies(vertical, seeker.setCookies) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => expired.client.user.skills()));
    expect(answers.every((a) => Array.isArray(a.skills))).toBe(true);
    expect(expired.client.refreshRequests).toBe(1);
    expect(expired.recorder.to('auth/refresh')).toHaveLength(1);
    expect(expired.recorder.to('skills')).toHaveLength(20);
  });

  it('logs out after a second 406, clearing local data first; reloads the same category page', async () => {
    const seeker = await signUp(vertical);
    // The refreshed cookie is lost (a browser refusing the API's cookies), so the retry is refused again.
    const lossy = browserClient(
      vertical,
      {
        cookies: expiredCookies(vertical, seeker.setCookies),
        pageUrl: 'http://site.test/c/consulting-jobs?ref=7',
        refreshDelayMs: 10,
      },
      recordingFetch({ dropCookiesOf: 'auth/refresh' }),
    );
    await expect(lossy.client.user.skills()).rejects.toMatchObject({ kind: 'session', code: 406 });
    expect(lossy.order).toEqual(['tokenRefreshed', 'cleared', 'loggedOut']);
    expect(lossy.events.at(-1)).toEqual({
      type: 'loggedOut',
      reload: '/c/consulting-jobs?ref=7',
      reason: 'expired',
    });
    expect(lossy.client.token).toBeUndefined();
    // The forced logout also ended the session on the server: the seeker's own client is told so (418).
    expect(lossy.recorder.to('user/logout')).toHaveLength(1);
    await expect(seeker.client.user.skills()).rejects.toMatchObject({ kind: 'session' });
    expect(seeker.events.at(-1)).toMatchObject({ type: 'loggedOut', reason: 'revoked' });
  });

  it('stops at the first try when refresh says there is no session (401), then logs out', async () => {
    const seeker = await signUp(vertical);
    const browser = browserClient(vertical, {
      cookies: expiredCookies(vertical, seeker.setCookies, [tokenCookie]),
      refreshDelayMs: 10,
    });
    await expect(browser.client.user.skills()).rejects.toMatchObject({ kind: 'session', code: 406 });
    expect(browser.client.refreshRequests).toBe(1);
    expect(browser.events).toEqual([{ type: 'loggedOut', reload: '/', reason: 'refreshFailed' }]);
  });

  it.each([
    ['refreshDelayMs apart', { refreshDelayMs: 50 }, 50],
    ['the TOKEN_REFRESH delay (3000 ms) apart by default', {}, 3000],
  ])('logs out after three failed refresh tries, %s, on the client clock', async (_, options, delay) => {
    const seeker = await signUp(vertical);
    // The auth base on a port where nothing listens: every try fails without an answer.
    const auth = `http://127.0.0.1:${await deadPort()}/`;
    const { clock, sleeps } = testClock();
    const browser = browserClient(
      vertical,
      { cookies: expiredCookies(vertical, seeker.setCookies), bases: { auth }, clock, ...options },
      recordingFetch({ clock }),
    );
    await expect(browser.client.user.skills()).rejects.toMatchObject({ kind: 'session', code: 406 });
    expect(sleeps).toEqual([delay, delay]);
    const [a, b, c, ...more] = browser.recorder.to('auth/refresh').map((r) => r.at);
    expect(more).toEqual([]);
    expect([(b ?? 0) - (a ?? 0), (c ?? 0) - (b ?? 0)]).toEqual([delay, delay]);
    expect(browser.order).toEqual(['cleared', 'loggedOut']);
    expect(browser.events).toEqual([{ type: 'loggedOut', reload: '/', reason: 'refreshFailed' }]);
  });
});

describe('418: a session revoked on the server', () => {
  it('logs out when a second client holding the same cookies logged the session out', async () => {
    const seeker = await signUp(vertical, { refreshDelayMs: 10 });
    const other = browserClient(vertical, { cookies: sameCookies(seeker.setCookies) });
    await other.client.auth.logout();
    await expect(seeker.client.user.skills()).rejects.toMatchObject({ kind: 'session', code: 418 });
    expect(seeker.client.refreshRequests).toBe(0);
    expect(seeker.order).toEqual(['cleared', 'loggedOut']);
    expect(seeker.events).toEqual([{ type: 'loggedOut', reload: '/', reason: 'revoked' }]);
    expect(seeker.client.token).toBeUndefined();
  });

  it.each([
    ['http://site.test/k/java-jobs', '/k/java-jobs'],
    ['http://site.test/j/analyst-123.html', '/j/analyst-123.html'],
    ['http://site.test/saved-jobs', '/'],
  ])('a forced logout on %s reloads %s', async (pageUrl, reload) => {
    const seeker = await signUp(vertical);
    const held = cookieHeaderFrom(seeker.setCookies);
    await seeker.client.auth.logout();
    const browser = browserClient(vertical, {
      cookies: { get: () => held, set: () => undefined },
      pageUrl,
      refreshDelayMs: 10,
    });
    await expect(browser.client.user.skills()).rejects.toMatchObject({ kind: 'session' });
    expect(browser.events).toEqual([{ type: 'loggedOut', reload, reason: 'revoked' }]);
  });
});

describe('401', () => {
  it('tells the app to go home outside the auth pages', async () => {
    const { client, events } = browserClient(vertical);
    await expect(client.user.skills()).rejects.toMatchObject({
      message: 'Please log in to continue',
      code: 401,
    });
    expect(events).toEqual([{ type: 'unauthenticated' }]);
  });

  it('stays quiet on an auth page and for auth calls', async () => {
    const onLogin = browserClient(vertical, { pageUrl: 'http://site.test/login' });
    await expect(onLogin.client.user.skills()).rejects.toMatchObject({ code: 401 });
    const elsewhere = browserClient(vertical);
    await expect(
      elsewhere.client.auth.login({ email: 'nobody@example.com', password: 'not the password' }),
    ).rejects.toMatchObject({ message: 'Invalid email or password', code: 401 });
    expect([...onLogin.events, ...elsewhere.events]).toEqual([]);
  });
});

describe('every request', () => {
  it('carries the ref parameters of the page, the version header, and the bearer where the catalogue says', async () => {
    const visitor = browserClient(vertical, {
      pageUrl: 'http://site.test/jobfeed?ref=12&pref=3&referenceText=mail&utm_source=x&empty=',
    });
    await visitor.client.job.jobfeed({ page: 1 });
    const [request] = visitor.recorder.to('job/jobfeed');
    expect(request?.url.searchParams.get('ref')).toBe('12');
    expect(request?.url.searchParams.get('pref')).toBe('3');
    expect(request?.url.searchParams.get('referenceText')).toBe('mail');
    expect(JSON.parse(request?.url.searchParams.get('refPool') ?? '{}')).toEqual({
      ref: '12',
      pref: '3',
      referenceText: 'mail',
      utm_source: 'x',
    });
    expect(request?.url.searchParams.get('page')).toBe('1');
    expect(request?.headers.get('version')).toBe('2');
    expect(request?.headers.get('authorization')).toBeNull();
    // A bearer call (the OTP service reads no cookie) carries the token of the registration.
    const seeker = await signUp(vertical);
    const otp = await seeker.client.otp.sendOtp();
    expect(otp.status?.success).toBe(true);
    expect(seeker.recorder.to('otp/send')[0]?.headers.get('authorization')).toBe(
      `Bearer ${seeker.answer.token}`,
    );
  });

  it('makes the access-token cookie the bearer of a bearer call while rendering on the server', async () => {
    const seeker = await signUp(vertical);
    const page = browserClient(vertical, {
      cookies: { get: () => `${tokenCookie}=${seeker.answer.token}`, set: () => {} },
    });
    const feed = await page.client.job.jobfeed({ page: 0 });
    const job = feed.jobs[0];
    if (!job) throw new Error('empty feed');
    // Not applied, so there is no rank; what matters is that the call is authorised, not a lost session.
    await page.client.job.magicRank({ jobId: job.id });
    expect(page.recorder.to('job/magic-rank')[0]?.headers.get('authorization')).toBe(
      `Bearer ${seeker.answer.token}`,
    );
    expect(page.events).toEqual([]);
  });
});

describe('against the local server (what the API cannot be made to answer)', () => {
  let local: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    local = await startLocalServer(vertical);
  });
  afterAll(async () => {
    await local.close();
  });

  it('refuses a refreshed token that is too short or not three parts, then logs out', async () => {
    const events: SessionEvent[] = [];
    local.fixed.set('protected', { status: 406, body: { error: { message: 'expired', statusCode: 406 } } });
    local.fixed.set('auth/refresh', { status: 200, body: { token: 'short.token.x' } });
    local.fixed.set('user/logout', { status: 200, body: {} });
    const client = createApiClient({
      vertical,
      apiOrigin: local.origin,
      pageUrl: '/jobfeed',
      refreshDelayMs: 10,
      onSessionEvent: (e) => events.push(e),
    });
    // A call outside the catalogue: a definition written out, as `defineCall` only knows catalogue calls.
    const protectedCall: CallDef<undefined, unknown> = {
      name: 'GET protected',
      service: 'user',
      method: 'get',
      output: v.unknown(),
      request: () => ({ path: 'protected' }),
    };
    await expect(client.call(protectedCall, undefined)).rejects.toMatchObject({ kind: 'session' });
    expect(local.requestsTo('auth/refresh')).toHaveLength(3);
    expect(events).toEqual([{ type: 'loggedOut', reload: '/', reason: 'refreshFailed' }]);
  });
});
