/**
 * The signed-in session on the server: one API client per incoming request, whose Set-Cookie headers
 * (login, token refresh, logout) reach the page's response, and whose session events become redirects
 * (product.md sections 4, 7, 8): a 401 outside the auth pages goes home, a forced logout (a second 406,
 * a failed refresh, 418) reloads the page the client names with the session cookies removed.
 */
import { type ApiClient, createApiClient, type SessionEvent, type SharedAnswers } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { parseCookie } from 'cookie';
import { sessionEndedStream } from './session-ended.ts';
import { pageUrlOf } from './site.ts';

/** Pages where a 401 is an answer, not a reason to go home (product.md section 2, "Auth paths"). */
const AUTH_PAGES = /^\/(login|register|forgot|resetpassword|logout|consent)(\/|$)/;

/** The API's HttpOnly cookies of a vertical (decision 0006). */
export const sessionCookieNames = (vertical: Vertical) => [`${vertical}_session`, `${vertical}_token`];

/** Whether a request carries one of the vertical's session cookies (the API decides whether it is good). */
export const hasSessionCookie = (request: Request, vertical: Vertical): boolean =>
  sessionCookieNames(vertical).some((name) => Boolean(cookieValue(request.headers.get('cookie'), name)));

/** Reads one cookie of a Cookie header, its value as the API wrote it. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return parseCookie(header ?? '', { decode: (value) => value })[name];
}

export interface SeekerSession {
  api: ApiClient;
  /** Whether the request carries a session cookie (the API decides whether it is still good). */
  signedIn: boolean;
  /** The first session event of this request, if any. */
  event(): Exclude<SessionEvent, { type: 'tokenRefreshed' }> | undefined;
  /** The response with the API's cookies, or the redirect a session event asks for. */
  finish(response: Response): Response;
}

export interface SeekerSessionOptions {
  vertical: Vertical;
  apiOrigin: string;
  /** The vertical's base path on the API, when it is not the vertical's default. */
  apiBasePath?: string | undefined;
  request: Request;
  /** The fetch its calls go through (the page's budgeted one; tests pass their own). */
  fetch?: typeof fetch;
  /** Per-call timeout; the client's default (the browser's 30 s) when absent. */
  timeoutMs?: number | undefined;
  /** The process's answers that are the same for everyone (`@jobsite/api-client`'s `shared` calls). */
  sharedAnswers?: SharedAnswers | undefined;
  /** Headers every call carries (the visitor's signed address, `visitor.ts`). */
  headers?: Record<string, string> | undefined;
}

const expire = (name: string) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The response itself when its headers can change (the router's are), else a copy. */
function mutable(response: Response): Response {
  try {
    response.headers.set('x-seeker-probe', '1');
    response.headers.delete('x-seeker-probe');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

function redirectTo(location: string, cookies: readonly string[]): Response {
  // A document reload (not a client navigation), so nothing of the signed-out person stays in the tab.
  const headers = new Headers({ location, 'cache-control': 'no-store', 'x-remix-reload-document': 'true' });
  for (const c of cookies) headers.append('set-cookie', c);
  return new Response(null, { status: 302, headers });
}

const wantsStream = (request: Request) => /\btext\/event-stream\b/.test(request.headers.get('accept') ?? '');

/** One per incoming request (never shared): the client holds this person's cookies. */
export function createSeekerSession({
  vertical,
  apiOrigin,
  apiBasePath,
  request,
  fetch,
  timeoutMs,
  sharedAnswers,
  headers,
}: SeekerSessionOptions): SeekerSession {
  const page = pageUrlOf(request);
  const setCookies: string[] = [];
  let event: Exclude<SessionEvent, { type: 'tokenRefreshed' }> | undefined;
  const cookieHeader = request.headers.get('cookie');
  const api = createApiClient({
    vertical,
    apiOrigin,
    apiBasePath,
    pageUrl: page.toString(),
    cookies: { get: () => cookieHeader ?? undefined, set: (c) => setCookies.push(...c) },
    onSessionEvent: (e) => {
      if (e.type !== 'tokenRefreshed') event ??= e;
    },
    ...(fetch ? { fetch } : {}),
    timeoutMs,
    sharedAnswers,
    headers,
  });
  const names = sessionCookieNames(vertical);
  const signedIn = hasSessionCookie(request, vertical);
  const end = wantsStream(request) ? sessionEndedStream : redirectTo;
  return {
    api,
    signedIn,
    event: () => event,
    finish(response) {
      if (event?.type === 'loggedOut') {
        // The client already asked the API to drop the cookies; expire them here as well, in case that
        // call failed, so the reloaded page is signed out.
        return end(event.reload, [...setCookies, ...names.map(expire)]);
      }
      if (event?.type === 'unauthenticated' && !AUTH_PAGES.test(page.pathname)) {
        return end('/', [...setCookies, ...names.map(expire)]);
      }
      // An immutable answer (a company logo, whose address is a hash of its bytes) is the same for
      // everyone: it keeps its caching, signed in or not.
      if (setCookies.length === 0 && /\bimmutable\b/.test(response.headers.get('cache-control') ?? ''))
        return response;
      if (!signedIn && setCookies.length === 0) {
        // The same address answers a signed-in person differently: a browser must not reuse the public
        // copy it kept for this page (for up to its max-age) after they sign in, nor a cache share it.
        if (!/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return response;
        const out = mutable(response);
        if (!/\bcookie\b/i.test(out.headers.get('vary') ?? '')) out.headers.append('vary', 'Cookie');
        return out;
      }
      const out = mutable(response);
      for (const c of setCookies) out.headers.append('set-cookie', c);
      // A signed-in page carries the person (header, counts, marks): never from a shared or stale cache,
      // whatever the public page would allow.
      out.headers.set('cache-control', 'private, no-store');
      return out;
    },
  };
}
