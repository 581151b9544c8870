import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';

const REQUEST_ID = /^[\w-]{1,100}$/;

/** Reuses a sane incoming X-Request-Id or makes one; logs one line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', id);
    logger.info(
      {
        reqId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}

/**
 * Security headers for a JSON API, by Hono's `secureHeaders`: nothing may be framed, sniffed, loaded as
 * a page's script or style, or sent a referrer; HSTS for a year. Resources stay readable by the brand
 * sites (same site, another port or subdomain), which show the seekers' pictures.
 */
export const securityHeaders: MiddlewareHandler = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  crossOriginResourcePolicy: 'same-site',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
});
