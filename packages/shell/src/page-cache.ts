/**
 * The public pages this site process served to signed-out people, kept as a shared HTTP cache would
 * keep them (decision 0047):
 *
 * - **fresh**: for as long as the page's own Cache-Control allows (`s-maxage`, else `max-age`), a
 *   signed-out request for it is answered from the copy, without asking the API or rendering again.
 *   A request that asks to revalidate (`Cache-Control: no-cache` or `max-age=0`, which browsers send on
 *   reload) is rendered, and its answer replaces the copy. Requests that arrive while a page is being
 *   rendered wait for that render instead of starting their own.
 * - **stale**: for a day, the copy answers when the API cannot be reached (decision 0022).
 *
 * Every copy served gets a fresh CSP nonce: the one the page was rendered with is replaced in its body
 * and its Content-Security-Policy, so no two answers share a nonce. Only 200 answers whose
 * Cache-Control is public and whose body is text are kept (the signed-in shell and every private page
 * say otherwise; a brochure's PDF is not text). A process keeps at most `maxBytes` of them, dropping
 * the least recently used. It is a cache and nothing more: another process holds its own copies, each
 * at most as old as the page allows.
 */
export interface CachedPage {
  body: string;
  headers: [string, string][];
  at: number;
  /** How long the copy is fresh, from the page's Cache-Control. */
  freshMs: number;
  /** The CSP nonce the body was rendered with, if it has one. */
  nonce: string | undefined;
}

/** Headers that belong to one answer, not to the page: never kept. */
const OWN_HEADERS = new Set([
  'set-cookie',
  'server-timing',
  'age',
  'date',
  'content-length',
  'cache-status',
  'x-served-stale',
]);

/** How long a public page may be served fresh by a shared cache, in ms (0 when it may not). */
export function freshFor(cacheControl: string | null): number {
  const value = cacheControl ?? '';
  if (!/\bpublic\b/.test(value) || /\b(no-store|no-cache|private)\b/.test(value)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(value)?.[1] ?? /\bmax-age=(\d+)/.exec(value)?.[1];
  return seconds === undefined ? 0 : Number(seconds) * 1000;
}

/** Whether a request asks for a page no older than now (RFC 9111 5.2.1: no-cache, max-age=0). */
export function wantsRevalidation(request: Request): boolean {
  const value = request.headers.get('cache-control') ?? '';
  return (
    /\b(no-cache|no-store)\b|\bmax-age=0\b/.test(value) ||
    /\bno-cache\b/.test(request.headers.get('pragma') ?? '')
  );
}

const NONCE = /\snonce="([^"]+)"/;
/** How long, and for how many pages, an answer that could not be kept stops requests from waiting. */
const REFUSED_MS = 60_000;
const MAX_REFUSED = 1000;
/** Bodies kept as text: documents, sitemaps, robots.txt; never a PDF or a picture. */
const TEXT = /^(text\/|application\/xml\b)/;

export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #filling = new Map<string, Promise<void>>();
  /** Pages whose last answer was not kept, and when. */
  readonly #refused = new Map<string, number>();
  #bytes = 0;

  constructor(
    /** Characters of page bodies a process keeps (about bytes: the pages are mostly ASCII). */
    readonly maxBytes = 48 * 1024 * 1024,
    /** How old a copy may be and still be served when the API cannot be reached. */
    readonly maxStaleMs = 24 * 60 * 60_000,
    readonly now: () => number = Date.now,
  ) {}

  /**
   * Keeps a copy of a public page once its body has been read (the response itself streams on). The
   * promise settles when the copy is kept or refused. `whole` says, once the body is read, whether the
   * page had everything it asked the API for: a page rendered with a part left out because a call
   * failed is refused, and the copy kept before it, if any, stays.
   */
  remember(key: string, response: Response, whole: () => boolean = () => true): Promise<void> {
    if (
      response.status !== 200 ||
      !/\bpublic\b/.test(response.headers.get('cache-control') ?? '') ||
      !TEXT.test(response.headers.get('content-type') ?? '')
    ) {
      this.#refuse(key);
      return Promise.resolve();
    }
    this.#refused.delete(key);
    const freshMs = freshFor(response.headers.get('cache-control'));
    const headers = [...response.headers].filter(([name]) => !OWN_HEADERS.has(name));
    return response
      .clone()
      .text()
      .then((body) => {
        if (whole())
          this.#keep(key, { body, headers, at: this.now(), freshMs, nonce: NONCE.exec(body)?.[1] });
        else this.#refuse(key);
      })
      .catch(() => {});
  }

  /** Marks a page as being rendered in this process until `done` settles (the copy kept or refused). */
  track(key: string, done: Promise<unknown>): void {
    const settled: Promise<void> = done
      .then(
        () => {},
        () => {},
      )
      .finally(() => {
        if (this.#filling.get(key) === settled) this.#filling.delete(key);
      });
    this.#filling.set(key, settled);
  }

  /**
   * The render of a page under way in this process, if any: requests for it wait rather than render.
   * None for a page whose last answer could not be kept (private, not found): those would only queue.
   */
  filling(key: string): Promise<void> | undefined {
    const refused = this.#refused.get(key);
    if (refused !== undefined && this.now() - refused < REFUSED_MS) return undefined;
    return this.#filling.get(key);
  }

  /** The kept copy of a page while it is fresh, with a new nonce; undefined otherwise. */
  fresh(key: string, nonce: string): Response | undefined {
    const page = this.#touch(key);
    if (!page) return undefined;
    const age = this.now() - page.at;
    if (age >= page.freshMs) return undefined;
    const response = this.#answer(page, nonce);
    response.headers.set('Cache-Status', `site; hit; ttl=${Math.floor((page.freshMs - age) / 1000)}`);
    return response;
  }

  /** The kept copy of a page, marked as served stale, or undefined. */
  stale(key: string, nonce: string): Response | undefined {
    const page = this.#touch(key);
    if (!page || this.now() - page.at > this.maxStaleMs) return undefined;
    const response = this.#answer(page, nonce);
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('X-Served-Stale', 'api-unavailable');
    return response;
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Notes that the page's last answer was not kept, so requests for it render rather than wait. */
  #refuse(key: string): void {
    this.#refused.delete(key);
    this.#refused.set(key, this.now());
    if (this.#refused.size > MAX_REFUSED) this.#refused.delete(this.#refused.keys().next().value as string);
  }

  #keep(key: string, page: CachedPage): void {
    this.#drop(key);
    if (page.body.length > this.maxBytes) return;
    this.#pages.set(key, page);
    this.#bytes += page.body.length;
    while (this.#bytes > this.maxBytes) this.#drop(this.#pages.keys().next().value as string);
  }

  #drop(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.body.length;
  }

  /** The copy of a page, now the most recently used. */
  #touch(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  #answer(page: CachedPage, nonce: string): Response {
    const headers = new Headers(page.headers);
    let body = page.body;
    if (page.nonce) {
      body = body.replaceAll(page.nonce, nonce);
      const csp = headers.get('content-security-policy');
      if (csp)
        headers.set('content-security-policy', csp.replaceAll(`'nonce-${page.nonce}'`, `'nonce-${nonce}'`));
    }
    headers.set('Age', String(Math.floor((this.now() - page.at) / 1000)));
    return new Response(body, { status: 200, headers });
  }
}
