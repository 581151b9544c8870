import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls that a browser sends from another site: an `Origin` that is not one of
 * the brand sites, or `Sec-Fetch-Site: cross-site`. Calls without either header come from servers
 * (the brand apps' server rendering, scripts), which a browser cannot forge.
 */
export function sameOriginWrites(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (
        (origin && origin !== 'null' && !allowed.includes(origin)) ||
        origin === 'null' ||
        site === 'cross-site'
      ) {
        throw new HttpError(403, 'This request came from another site and was refused');
      }
    }
    await next();
  };
}
