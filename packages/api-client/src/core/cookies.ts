/**
 * Server rendering: the incoming request's cookies go out with every call, and the API's Set-Cookie
 * headers come back to the page's response. Within one client (one incoming request) the cookies the API
 * sets are also sent on later calls, so a token refreshed during rendering is used by the retried call.
 */
import { parseCookie, parseSetCookie, type SetCookie, stringifyCookie } from 'cookie';
import type { Clock } from './clock.ts';

/** What the brand app hands the client during server rendering. */
export interface CookieBridge {
  /** The Cookie header of the incoming request. */
  get(): string | undefined;
  /** The API's Set-Cookie headers, to append to the page's response. */
  set(setCookieHeaders: string[]): void;
}

/** Values pass as the API wrote them: session ids and tokens are cookie-safe already. */
const raw = (value: string) => value;

/** Whether a Set-Cookie header removes its cookie (Max-Age 0 or less, or Expires in the past). */
function removes(cookie: SetCookie, now: number): boolean {
  if (cookie.maxAge !== undefined && cookie.maxAge <= 0) return true;
  return cookie.expires !== undefined && cookie.expires.getTime() <= now;
}

/** The incoming cookies with the ones the API set since applied on top. */
export class CookieJar {
  readonly #bridge: CookieBridge;
  readonly #clock: Pick<Clock, 'now'>;
  readonly #changes = new Map<string, string | null>();

  constructor(bridge: CookieBridge, clock: Pick<Clock, 'now'>) {
    this.#bridge = bridge;
    this.#clock = clock;
  }

  /** The Cookie header for the next call; `undefined` when there is no cookie. */
  header(): string | undefined {
    const jar = parseCookie(this.#bridge.get() ?? '', { decode: raw });
    for (const [name, value] of this.#changes) {
      if (value === null) delete jar[name];
      else jar[name] = value;
    }
    const present = Object.fromEntries(Object.entries(jar).filter(([, value]) => value !== undefined));
    if (Object.keys(present).length === 0) return undefined;
    return stringifyCookie(present, { encode: raw });
  }

  /** Records the API's Set-Cookie headers and hands them to the page's response. */
  receive(setCookieHeaders: string[]): void {
    if (setCookieHeaders.length === 0) return;
    const now = this.#clock.now();
    for (const header of setCookieHeaders) {
      const cookie = parseSetCookie(header, { decode: raw });
      if (!cookie.name) continue;
      this.#changes.set(cookie.name, removes(cookie, now) ? null : (cookie.value ?? ''));
    }
    this.#bridge.set(setCookieHeaders);
  }
}
