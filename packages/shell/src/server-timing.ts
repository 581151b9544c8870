/**
 * Where a page's server time goes: waiting for the API versus everything else (loaders' own work and
 * rendering). With `SERVER_TIMING=1` the site answers a `Server-Timing` header, which `pnpm bench:web`
 * reads under load so the next bottleneck is visible. Off by default: timings are nobody's business
 * outside a measurement.
 */

/**
 * A fetch that counts the wall time during which at least one of its calls was waiting, and notes
 * whether any call went unanswered (no connection, the budget spent, a 5xx): a page that left a part
 * out for that reason is not the page, and must not be kept as a copy of it.
 */
export function apiClock(
  base: typeof fetch,
  now: () => number = () => performance.now(),
): { fetch: typeof fetch; ms: () => number; failed: () => boolean } {
  let pending = 0;
  let since = 0;
  let total = 0;
  let failed = false;
  const timed: typeof fetch = async (input, init) => {
    if (pending++ === 0) since = now();
    try {
      const response = await base(input, init);
      if (response.status >= 500) failed = true;
      return response;
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      if (--pending === 0) total += now() - since;
    }
  };
  return { fetch: timed, ms: () => total + (pending > 0 ? now() - since : 0), failed: () => failed };
}

export const serverTimingOn = (env: NodeJS.ProcessEnv = process.env) => env.SERVER_TIMING === '1';

/** The header's value: `api` (waiting for the API) and `render` (the rest of the server's time). */
export function serverTiming(apiMs: number, totalMs: number): string {
  const api = Math.max(0, apiMs);
  const render = Math.max(0, totalMs - api);
  return `api;dur=${api.toFixed(1)};desc="waiting for the API", render;dur=${render.toFixed(1)};desc="loaders and rendering"`;
}
