/**
 * A per-key cache of values read asynchronously, each kept `ttlMs` in this process: askers during a
 * read share it, and a read that fails is forgotten so the next asker reads again. For data every
 * process may hold a little stale (reference data, aggregate counts), never for anything that must
 * agree across processes. With `maxEntries`, the oldest read is dropped past that many keys.
 */
export function ttlCache<K, V>(ttlMs: number, maxEntries = Number.POSITIVE_INFINITY) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K, read: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const entry = { at: Date.now(), value: read() };
    // Kept in the order read, so the first key is the oldest.
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}

/**
 * A `ttlCache` for each database it is asked about (tests run several in one process), for a cache
 * held at module level: `(db, key, read)`.
 */
export function ttlCacheByDatabase<K, V>(ttlMs: number, maxEntries = Number.POSITIVE_INFINITY) {
  const caches = new WeakMap<object, ReturnType<typeof ttlCache<K, V>>>();
  return (db: object, key: K, read: () => Promise<V>): Promise<V> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = ttlCache<K, V>(ttlMs, maxEntries);
      caches.set(db, cache);
    }
    return cache(key, read);
  };
}
