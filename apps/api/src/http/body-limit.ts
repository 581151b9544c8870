/**
 * Request-body size limits (docs/decisions 0019), by Hono's `bodyLimit`: a body is refused from its
 * Content-Length before a byte is read, and a body without one (chunked) as soon as the bytes read pass
 * the limit, so an over-size body is never buffered whole. Uploads, read as streams, set their own
 * limit that counts without buffering (`streamedBodyLimit`, docs/decisions 0069).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { HttpError, sendError } from './errors.ts';

/**
 * The limit of every call without one of its own: JSON, form and text bodies. The largest valid body of
 * a seeker's call (a full profile, a 5,000-character cover letter, a 10,000-character settings or tags
 * list) stays under about 30 KB even in three-byte UTF-8 characters; 64 KB leaves twice that.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Marks a route's own limit, which the app-wide one then leaves to it. */
const OWN_LIMIT = Symbol('route body limit');
type Marked = MiddlewareHandler & { [OWN_LIMIT]?: number };

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / 1024 / 1024} MB`
    : `${Math.round(bytes / 1024)} KB`;

/**
 * The limit of a route that reads its body as a stream (an upload, docs/decisions 0069): a declared
 * Content-Length over `maxBytes` is refused before a byte is read; a body that declares none (chunked)
 * is counted as the route reads it, and fails with this 413 once past `maxBytes`, never buffered (Hono's
 * `bodyLimit` buffers such a body up to its limit to measure it).
 */
export function streamedBodyLimit(maxBytes: number, message: string): MiddlewareHandler {
  const limit: Marked = async (c, next) => {
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) return sendError(c, 413, message);
    const body = c.req.raw.body;
    if (body && !Number.isFinite(declared)) {
      let seen = 0;
      const counted = body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            seen += chunk.length;
            if (seen > maxBytes) controller.error(new HttpError(413, message));
            else controller.enqueue(chunk);
          },
        }),
      );
      c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    }
    await next();
  };
  limit[OWN_LIMIT] = maxBytes;
  return limit;
}

/** Whether the request's route sets a body limit of its own (an upload), which runs after the app's middleware. */
export const hasOwnBodyLimit = (c: Context): boolean =>
  matchedRoutes(c).some((route) => OWN_LIMIT in (route.handler as Marked));

/** App-wide: every request whose route sets no limit of its own may send at most `maxBytes`. */
export function defaultBodyLimit(maxBytes = JSON_BODY_LIMIT): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      sendError(c, 413, `The request body is larger than ${sizeOf(maxBytes)}, the most this call takes`),
  });
  return (c, next) => (hasOwnBodyLimit(c) ? next() : limit(c, next));
}
