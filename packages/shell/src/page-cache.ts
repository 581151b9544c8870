/**
 * The last copy of each public page this site process served, to answer with when the API cannot be
 * reached (decision 0022). Only pages for signed-out people whose Cache-Control is public are kept;
 * a process keeps at most `max` of them, dropping the least recently used. It is a cache and nothing
 * more: another process without a copy answers 503, which is correct, only less kind.
 */
export interface CachedPage {
  body: string;
  headers: [string, string][];
  at: number;
}

export class PageCache {
  readonly #pages = new Map<string, CachedPage>();

  constructor(
    readonly max = 300,
    /** How old a copy may be and still be served. */
    readonly maxStaleMs = 24 * 60 * 60_000,
    readonly now: () => number = Date.now,
  ) {}

  /** Keeps a copy of a public page once its body has been read (the response itself streams on). */
  remember(key: string, response: Response): void {
    if (response.status !== 200 || !/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return;
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    response
      .clone()
      .text()
      .then((body) => {
        this.#pages.delete(key);
        this.#pages.set(key, { body, headers, at: this.now() });
        if (this.#pages.size > this.max) this.#pages.delete(this.#pages.keys().next().value as string);
      })
      .catch(() => {});
  }

  /** The kept copy of a page, marked as served stale, or undefined. */
  stale(key: string): Response | undefined {
    const page = this.#pages.get(key);
    if (!page || this.now() - page.at > this.maxStaleMs) return undefined;
    this.#pages.delete(key);
    this.#pages.set(key, page);
    const headers = new Headers(page.headers);
    headers.set('Cache-Control', 'no-store');
    headers.set('X-Served-Stale', 'api-unavailable');
    headers.set('Age', String(Math.floor((this.now() - page.at) / 1000)));
    return new Response(page.body, { status: 200, headers });
  }

  get size(): number {
    return this.#pages.size;
  }
}
