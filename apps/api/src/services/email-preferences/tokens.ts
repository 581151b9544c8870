/**
 * Unsubscribe links (decision 0037): `{payload}.{signature}`, the payload the base64url JSON of the
 * vertical, the recipient (a seeker's id, or the address of someone without an account), the list and
 * when the link was made (Unix seconds); the signature an HMAC-SHA256 over the payload, keyed for this
 * purpose only (`http/signed-links.ts`). A link works for UNSUBSCRIBE_LINK_DAYS after its email was
 * written and cannot be altered: any change to the payload breaks the signature.
 */
import { EmailList, UNSUBSCRIBE_LINK_DAYS } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { linkSigner } from '../../http/signed-links.ts';

/** Who an unsubscribe link was sent to: a seeker, or an address that has no account here. */
export type Recipient = { seekerId: number } | { email: string };

export interface UnsubscribeClaim {
  vertical: string;
  recipient: Recipient;
  list: EmailList;
  issuedAt: Date;
}

export const LINK_LIFETIME_MS = UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60 * 1000;

const signerOf = (secret: string) => linkSigner(secret, 'email:unsubscribe:v1');

const Payload = v.object({
  v: v.pipe(v.string(), v.maxLength(40)),
  r: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
    v.pipe(v.string(), v.email(), v.maxLength(254)),
  ]),
  l: EmailList,
  t: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export function unsubscribeToken(
  secret: string,
  claim: { vertical: string; recipient: Recipient; list: EmailList },
  now: number,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: claim.vertical,
      r: 'seekerId' in claim.recipient ? claim.recipient.seekerId : claim.recipient.email,
      l: claim.list,
      t: Math.floor(now / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${signerOf(secret).sign(payload)}`;
}

/**
 * What a token signed for this vertical claims; `undefined` for anything else (malformed, tampered, or
 * signed for another vertical). Whether it has expired is the caller's check.
 */
export function readUnsubscribeToken(
  secret: string,
  vertical: string,
  token: string,
): UnsubscribeClaim | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  if (!signerOf(secret).verify(payload, signature)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const read = v.safeParse(Payload, json);
  if (!read.success || read.output.v !== vertical) return undefined;
  const { r, l, t } = read.output;
  return {
    vertical,
    recipient: typeof r === 'number' ? { seekerId: r } : { email: r.toLowerCase() },
    list: l,
    issuedAt: new Date(t * 1000),
  };
}
