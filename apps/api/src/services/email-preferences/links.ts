/**
 * The unsubscribe link of a message a person can leave, and the RFC 8058 headers that carry it: a mail
 * client shows its own "Unsubscribe" button and, on a click, POSTs `List-Unsubscribe=One-Click` to the
 * link, which is the brand site's `/unsubscribe` page (its action relays to `POST unsubscribe`).
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import type { EmailList } from '@jobsite/domain/calls';
import { ONE_CLICK_BODY } from '@jobsite/domain/calls';
import type { MessageHeaders } from '../auth/outbox.ts';
import { type Recipient, unsubscribeToken } from './tokens.ts';

export interface UnsubscribeLinkSettings {
  secret: string;
  siteOrigins: Partial<Record<Vertical, string>>;
}

/**
 * The absolute address of a page of the vertical's brand site (`/interviews`) for an email: its
 * `SITE_ORIGIN_<VERTICAL>`, else the vertical's own origin.
 */
export const siteLink = (
  siteOrigins: Partial<Record<Vertical, string>>,
  vertical: Vertical,
  path: string,
): string => `${(siteOrigins[vertical] ?? VERTICALS[vertical].siteOrigin).replace(/\/+$/, '')}${path}`;

/** The brand site's `/unsubscribe?token=...` for this recipient and list. */
export function unsubscribeUrl(
  settings: UnsubscribeLinkSettings,
  vertical: Vertical,
  recipient: Recipient,
  list: EmailList,
  now: number = Date.now(),
): string {
  const token = unsubscribeToken(settings.secret, { vertical, recipient, list }, now);
  return siteLink(settings.siteOrigins, vertical, `/unsubscribe?token=${encodeURIComponent(token)}`);
}

/** `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058) for an unsubscribe address. */
export const listUnsubscribeHeaders = (url: string): MessageHeaders => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': ONE_CLICK_BODY,
});
