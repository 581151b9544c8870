/**
 * Helpers for tests against the real API (started by src/testing/global-setup.ts): a client that keeps
 * the API's cookies like a browser would (through the server-rendering cookie bridge), a request
 * recorder, a new signed-up seeker, the dev outbox (codes and links of the messages the API sent), and
 * small files to upload. Packages never import apps, so the PDF builder is a copy of the API's fixture.
 */
import type { Vertical } from '@jobsite/domain';
import { inject } from 'vitest';
import { type ApiClientOptions, createApiClient, type SessionEvent } from '../index.ts';

export const apiOrigin = (): string => inject('apiOrigin');

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  at: number;
}

/**
 * A fetch that records what goes out, then sends it. `dropCookiesOf` loses the Set-Cookie headers of
 * the answers to that path (as a browser refusing the API's cookies would).
 */
export function recordingFetch(options: { dropCookiesOf?: string } = {}) {
  const sent: SentRequest[] = [];
  const fetcher = async (input: Request | URL | string, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      at: Date.now(),
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

interface OutboxMessage {
  kind: string;
  recipient: string;
  code: string | null;
  link: string | null;
}

/** The latest message of a kind the API sent to an address (`GET dev/outbox`, outside production). */
export async function latestMessage(vertical: Vertical, to: string, kind: string): Promise<OutboxMessage> {
  const url = `${apiOrigin()}/${vertical}/dev/outbox?to=${encodeURIComponent(to)}`;
  const { messages } = (await (await fetch(url)).json()) as { messages: OutboxMessage[] };
  const message = messages.find((m) => m.kind === kind);
  if (!message) throw new Error(`no ${kind} message to ${to}: ${messages.map((m) => m.kind).join(', ')}`);
  return message;
}

/** Waits until the access token of a moment ago has expired (`ACCESS_TOKEN_TTL_S=2`: exp = floor(now) + 2). */
export const waitForExpiry = () => new Promise((resolve) => setTimeout(resolve, 2_100));

export { makePdf, PNG_1X1 } from '@jobsite/test-fixtures';
