/**
 * The brand sites' security headers (issue 14, decision 0022). Every response gets nosniff, a referrer
 * policy and, in production, HSTS; documents also get a Content-Security-Policy whose scripts need this
 * request's nonce (React Router's inline scripts take it from `<ServerRouter nonce>`, the hydration
 * loader from `deferHydration`), and may not be framed.
 */
import { randomBytes } from 'node:crypto';

/** A fresh nonce for one document: 128 random bits, base64. */
export const createNonce = (): string => randomBytes(16).toString('base64');

export interface CspOptions {
  nonce: string;
  /** Where the browser may call and load images from besides the site itself (the API's origin). */
  apiOrigin: string;
}

/** The Content-Security-Policy of a server-rendered document. */
function contentSecurityPolicy({ nonce, apiOrigin }: CspOptions): string {
  const api = new URL(apiOrigin).origin;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Components set a few inline style attributes (a progress bar's width); no inline <style>.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${api}`,
    `connect-src 'self' ${api}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response of the site carries. */
export function setSecurityHeaders(headers: Headers, { production }: { production: boolean }): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  if (production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/** Headers of a document: the above and, in production, its CSP with the document's nonce. */
export function setDocumentHeaders(
  headers: Headers,
  { production, nonce, apiOrigin }: { production: boolean } & CspOptions,
): void {
  setSecurityHeaders(headers, { production });
  if (production) headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce, apiOrigin }));
}
