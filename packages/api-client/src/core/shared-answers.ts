/**
 * Answers that are the same for everyone (reference data: the categories, the cities and their job
 * counts, a page's SEO text), kept for a short while and shared by every client of one server process.
 * A site renders a page per request with a client of its own; without this each page asked the API for
 * the same lists again. A call says how long its answer may be shared (`shared` in its definition); a
 * client shares only when it is given a store (`sharedAnswers`), which a browser never is.
 */

interface Entry {
  /** When the value was answered, and for how long it may be served. */
  at: number;
  ttlMs: number;
  value?: unknown;
  /** The request under way, which every caller until it ends waits for (one request, not many). */
  pending?: Promise<unknown> | undefined;
}

export interface SharedAnswers {
  /** The fresh answer under `key`, or `load()`'s, which is then kept for `ttlMs`. Failures are not kept. */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** How many answers are kept (diagnostics and tests). */
  readonly size: number;
}

export interface SharedAnswersOptions {
  /** At most this many answers are kept; the oldest go first. Default 500. */
  maxEntries?: number;
  now?: () => number;
}

export function createSharedAnswers({
  maxEntries = 500,
  now = Date.now,
}: SharedAnswersOptions = {}): SharedAnswers {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && 'value' in hit && now() - hit.at < hit.ttlMs) return Promise.resolve(hit.value as T);
      if (hit?.pending) return hit.pending as Promise<T>;
      const entry: Entry = { at: 0, ttlMs };
      const pending = load().then(
        (value) => {
          entry.at = now();
          entry.value = value;
          entry.pending = undefined;
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entry.pending = pending;
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return pending;
    },
    get size() {
      return entries.size;
    },
  };
}
