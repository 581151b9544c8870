import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
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

/** Security headers for a JSON API. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  h.set('Cross-Origin-Resource-Policy', 'same-site');
  h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  h.delete('X-Powered-By');
};
