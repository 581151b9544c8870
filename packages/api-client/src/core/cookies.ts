/**
 * Server rendering: the incoming request's cookies go out with every call, and the API's Set-Cookie
 * headers come back to the page's response. Within one client (one incoming request) the cookies the API
 * sets are also sent on later calls, so a token refreshed during rendering is used by the retried call.
 */
import type { Clock } from './clock.ts';

/** What the brand app hands the client during server rendering. */
export interface CookieBridge {
  /** The Cookie header of the incoming request. */
  get(): string | undefined;
  /** The API's Set-Cookie headers, to append to the page's response. */
  set(setCookieHeaders: string[]): void;
}

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return jar;
}

/** Whether a Set-Cookie header removes its cookie (Max-Age 0 or less, or Expires in the past). */
function removes(attributes: string[], now: number): boolean {
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    const key = (eq < 0 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : attribute.slice(eq + 1).trim();
    if (key === 'max-age' && Number(value) <= 0) return true;
    if (key === 'expires') {
      const at = Date.parse(value);
      if (!Number.isNaN(at) && at <= now) return true;
    }
  }
  return false;
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
    const jar = parseCookieHeader(this.#bridge.get());
    for (const [name, value] of this.#changes) {
      if (value === null) jar.delete(name);
      else jar.set(name, value);
    }
    if (jar.size === 0) return undefined;
    return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Records the API's Set-Cookie headers and hands them to the page's response. */
  receive(setCookieHeaders: string[]): void {
    if (setCookieHeaders.length === 0) return;
    const now = this.#clock.now();
    for (const header of setCookieHeaders) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      this.#changes.set(name, removes(attributes, now) ? null : pair.slice(eq + 1).trim());
    }
    this.#bridge.set(setCookieHeaders);
  }
}
