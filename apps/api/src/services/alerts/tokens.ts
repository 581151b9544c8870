/**
 * Unsubscribe links (decision 0031): `{id}.{nonce}.{signature}`, the signature an HMAC-SHA256 over the
 * vertical, the saved search's id and its current nonce, keyed by a key derived from the API's signing
 * secret. The link cannot be guessed or forged; unsubscribing replaces the nonce, so a used link is refused.
 */
import { randomBytes } from 'node:crypto';
import { linkSigner } from '../../http/signed-links.ts';

/** A fresh nonce for a saved search's unsubscribe link. */
export const newNonce = (): string => randomBytes(16).toString('base64url');

const signerOf = (secret: string) => linkSigner(secret, 'job-alerts:unsubscribe:v1');

const signatureOf = (secret: string, vertical: string, id: number, nonce: string) =>
  signerOf(secret).sign(`${vertical}:${id}:${nonce}`);

export function unsubscribeToken(secret: string, vertical: string, id: number, nonce: string): string {
  return `${id}.${nonce}.${signatureOf(secret, vertical, id, nonce)}`;
}

/** The search id and nonce of a token signed for this vertical; `undefined` for anything else. */
export function readUnsubscribeToken(
  secret: string,
  vertical: string,
  token: string,
): { id: number; nonce: string } | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const nonce = match[2] as string;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
  if (!signerOf(secret).verify(`${vertical}:${id}:${nonce}`, match[3] as string)) return undefined;
  return { id, nonce };
}
