/**
 * The signing of links the product emails (unsubscribe links, recommendation write links, the job
 * alerts' older unsubscribe links): an HMAC-SHA256 over the link's text, keyed by a key derived from the
 * API's signing secret for one purpose only, so a link of one kind can never stand in for another.
 * Each kind keeps its own token layout; this is the part they share.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  /** The signature of `text`, base64url (43 characters). */
  sign(text: string): string;
  /** Whether `signature` is the signature of `text`, compared in constant time. */
  verify(text: string, signature: string): boolean;
}

/** A signer for one purpose (`job-alerts:unsubscribe:v1`), keyed from the API's secret. */
export function linkSigner(secret: string, purpose: string): LinkSigner {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign,
    verify(text, signature) {
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(text));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
