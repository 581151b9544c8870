/**
 * Write links of recommendation requests (decision 0033): `{id}.{expiry}.{nonce}.{signature}`, the
 * signature an HMAC-SHA256 over the vertical, the request's id, its current nonce and the expiry (Unix
 * seconds), keyed by a key derived from the API's signing secret for this purpose only. The link cannot
 * be forged or extended; resending replaces the nonce, so an older link is refused. The unsubscribe
 * links of job alerts (`alerts/tokens.ts`) are signed the same way, without an expiry and with their own
 * derived key, so neither link can stand in for the other.
 */
import { randomBytes } from 'node:crypto';
import { linkSigner } from '../../http/signed-links.ts';

/** A fresh nonce for a request's write link. */
export const newNonce = (): string => randomBytes(16).toString('base64url');

const signerOf = (secret: string) => linkSigner(secret, 'recommendations:write-link:v1');

const signatureOf = (secret: string, vertical: string, id: number, nonce: string, expiresS: number) =>
  signerOf(secret).sign(`${vertical}:${id}:${nonce}:${expiresS}`);

/** The token of a write link that works until `expiresAt`. */
export function writeToken(
  secret: string,
  vertical: string,
  id: number,
  nonce: string,
  expiresAt: Date,
): string {
  const expiresS = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expiresS}.${nonce}.${signatureOf(secret, vertical, id, nonce, expiresS)}`;
}

/**
 * The request id, nonce and expiry of a token signed for this vertical; `undefined` for anything else
 * (malformed, tampered, or signed for another vertical). Whether it has expired is the caller's check.
 */
export function readWriteToken(
  secret: string,
  vertical: string,
  token: string,
): { id: number; nonce: string; expiresAt: Date } | undefined {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expiresS = Number(match[2]);
  const nonce = match[3] as string;
  if (id > 2_147_483_647) return undefined;
  if (!signerOf(secret).verify(`${vertical}:${id}:${nonce}:${expiresS}`, match[4] as string))
    return undefined;
  return { id, nonce, expiresAt: new Date(expiresS * 1000) };
}
