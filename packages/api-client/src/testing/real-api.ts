/**
 * Helpers for tests against the real API (started by src/testing/global-setup.ts): the verticals, a
 * client that keeps the API's cookies like a browser would (through the server-rendering cookie bridge),
 * a request recorder, a test clock, a new signed-up seeker and the cookies of its session once its
 * access token has expired, the dev outbox (codes and links of the messages the API sent), and small
 * files to upload.
 */
import { createHmac } from 'node:crypto';
import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import { latestMessageAt, type OutboxMessage } from '@jobsite/test-fixtures/api';
import { inject } from 'vitest';
import {
  type ApiClientOptions,
  type Clock,
  createApiClient,
  defaultApiBasePath,
  type SessionEvent,
} from '../index.ts';
import { TEST_AUTH_SECRET } from './api-process.ts';

export const apiOrigin = (): string => inject('apiOrigin');

/** Every vertical of the domain, in its order. */
export const TEST_VERTICALS = VERTICAL_IDS;
/** The vertical of the tests that need just one. */
export const TEST_VERTICAL = VERTICAL_IDS[0] as Vertical;

/**
 * A clock for the client that never waits: `sleep` moves its time on at once and records how long it
 * was asked to wait.
 */
export function testClock(start = Date.now()) {
  let now = start;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { clock, sleeps };
}

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  at: number;
}

let addresses = 0;

/**
 * A fetch that records what goes out, then sends it. `dropCookiesOf` loses the Set-Cookie headers of
 * the answers to that path (as a browser refusing the API's cookies would).
 */
export function recordingFetch(options: { dropCookiesOf?: string; clock?: Clock } = {}) {
  const sent: SentRequest[] = [];
  const now = options.clock?.now ?? Date.now;
  // Each client comes from an address of its own (the test API trusts X-Forwarded-For), as people do:
  // the per-address sign-up limit then counts one test's sign-ups, not the whole run's.
  addresses += 1;
  const address = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  const fetcher = async (input: Request | URL | string, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.headers.has('x-forwarded-for')) request.headers.set('x-forwarded-for', address);
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      at: now(),
    });
    const response = await fetch(request);
    if (!options.dropCookiesOf || !new URL(request.url).pathname.endsWith(`/${options.dropCookiesOf}`))
      return response;
    const headers = new Headers();
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers.set(name, value);
    });
    return new Response(await response.arrayBuffer(), { status: response.status, headers });
  };
  return {
    fetch: fetcher,
    sent,
    to: (path: string) => sent.filter((r) => r.url.pathname.endsWith(`/${path}`)),
  };
}

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'a long passphrase 42';

/**
 * A browser-like client: it keeps the API's Set-Cookie headers (the cookie bridge of server rendering,
 * starting from `extra.cookies`), records what it sends, its session events, and the order of
 * `clearLocalUserData` and the events.
 */
export function browserClient(
  vertical: Vertical,
  extra: Partial<ApiClientOptions> = {},
  recorder = recordingFetch(),
) {
  const events: SessionEvent[] = [];
  const order: string[] = [];
  const setCookies: string[] = [];
  const initial = extra.cookies?.get();
  const client = createApiClient({
    vertical,
    apiOrigin: apiOrigin(),
    pageUrl: 'http://site.test/jobfeed',
    validateResponses: true,
    fetch: recorder.fetch,
    ...extra,
    cookies: { get: () => initial, set: (headers) => setCookies.push(...headers) },
    onSessionEvent: (event) => {
      events.push(event);
      order.push(event.type);
    },
    clearLocalUserData: () => {
      order.push('cleared');
    },
  });
  return { client, events, order, setCookies, recorder };
}

/** The Cookie header a browser would send after these Set-Cookie headers (optionally only some cookies). */
export function cookieHeaderFrom(setCookies: readonly string[], only?: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const header of setCookies) {
    const pair = header.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return [...jar]
    .filter(([name, value]) => value !== '' && (!only || only.includes(name)))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Signs up a new seeker through the client (registering signs in at once). */
export async function signUp(vertical: Vertical, extra: Partial<ApiClientOptions> = {}, tag = 'seeker') {
  const browser = browserClient(vertical, extra);
  const email = uniqueEmail(tag);
  const answer = await browser.client.auth.register({ name: 'Asha Rao', email, password: PASSWORD });
  return { ...browser, email, seekerId: answer.seekerId as number, answer };
}

/** The latest message of a kind the API sent to an address (`GET dev/outbox`, outside production). */
export const latestMessage = (vertical: Vertical, to: string, kind: string): Promise<OutboxMessage> =>
  latestMessageAt(`${apiOrigin()}${defaultApiBasePath(vertical)}`, to, kind);

/**
 * The access token a moment after it expired: the same claims (seeker, session, vertical), `exp` one
 * second before it was issued, signed again with the secret the test API signs with (an HS256 JWT,
 * decision 0006). The API answers it 406, as it would the token once its lifetime is over.
 */
function expiredToken(token: string): string {
  const [header = '', payload = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat: number };
  const body = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.iat - 1 })).toString('base64url')}`;
  return `${body}.${createHmac('sha256', TEST_AUTH_SECRET).update(body).digest('base64url')}`;
}

/**
 * A cookie bridge holding a seeker's cookies with the access-token cookie expired (`expiredToken`): the
 * session is the same, so `auth/refresh` still works. `only` keeps just those cookies. No test waits.
 */
export function expiredCookies(vertical: Vertical, setCookies: readonly string[], only?: readonly string[]) {
  const tokenCookie = `${vertical}_token`;
  const header = cookieHeaderFrom(setCookies, only)
    .split('; ')
    .map((pair) =>
      pair.startsWith(`${tokenCookie}=`)
        ? `${tokenCookie}=${expiredToken(pair.slice(tokenCookie.length + 1))}`
        : pair,
    )
    .join('; ');
  return { get: () => header, set: () => undefined };
}

export { makePdf, PNG_1X1 } from '@jobsite/test-fixtures';
