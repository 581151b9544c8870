import type { ApiClient } from '@jobsite/api-client';
import { type FeatureFlags, VERTICALS, type Vertical } from '@jobsite/domain';

/** How long a process serves the flags it read before it asks the API again. */
const FLAGS_FRESH_MS = 60_000;
/** How long a page waits for the flags call when it has none yet; then it renders with the defaults. */
const FLAGS_WAIT_MS = 1_000;

interface Cached {
  flags: FeatureFlags;
  at: number;
  pending?: Promise<FeatureFlags> | undefined;
}

/**
 * The vertical's feature flags as the API serves them (calls.md 7.13, `feature-flags.json` with its
 * timestamp), read at most once a minute per process and per vertical. While a newer answer is on its
 * way the page uses the last one; when the API has never answered (down, slow, an error), the
 * vertical's defaults from the domain, which are also what the API serves when nothing overrides them.
 */
export function createFlagsReader(now: () => number = Date.now) {
  const cache = new Map<Vertical, Cached>();
  return async function flagsFor(vertical: Vertical, api: ApiClient): Promise<FeatureFlags> {
    const defaults = VERTICALS[vertical].flags;
    const hit = cache.get(vertical);
    if (hit && now() - hit.at < FLAGS_FRESH_MS) return hit.flags;
    const entry: Cached = hit ?? { flags: defaults, at: Number.NEGATIVE_INFINITY };
    cache.set(vertical, entry);
    entry.pending ??= api.static
      .featureFlags({ timestamp: now() })
      .then((flags) => {
        entry.flags = { ...defaults, ...flags };
        entry.at = now();
        return entry.flags;
      })
      .catch(() => {
        // Try again after a short while rather than on every request.
        entry.at = now() - FLAGS_FRESH_MS + FLAGS_WAIT_MS * 5;
        return entry.flags;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    if (hit) return hit.flags;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<FeatureFlags>((resolve) => {
      timer = setTimeout(() => resolve(entry.flags), FLAGS_WAIT_MS);
    });
    try {
      return await Promise.race([entry.pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
