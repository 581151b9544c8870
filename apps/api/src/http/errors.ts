import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error with a status and a message that is safe to show a client. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.status = status;
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);

/** The error body of calls.md section 8. */
export function errorBody(status: number, message: string) {
  return { error: { message, statusCode: status } };
}

export function sendError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json(errorBody(status, message), status);
}
