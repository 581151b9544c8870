/**
 * The emails that go with what a recruiter does about a seeker's application (decision 0064): a status
 * change (for Pro members, as its notification: `recruiter/actions.ts` decides both with one rule) and a
 * recruiter's message (for every seeker, who may all reply to it).
 *
 * Each is written to the outbox inside the transaction of the change, due at once, and the outbox's
 * background task delivers it (`auth/outbox.ts`): it exists exactly when the change does, a crash before
 * delivery leaves it to be sent, and of several API processes one sends it. A seeker gets them while the
 * settings flag `jobAction` is on (the settings page's "When recruiters view, shortlist or message me
 * about a job") and the matching preference of `settings/update-email` (`applicationUpdates`,
 * `recruiterMessages`) is not off; a deactivated account gets none. Each carries the one-click
 * unsubscribe of `jobAction` (decision 0037), and its links are absolute, to the seeker's brand site.
 */
import { DEFAULT_SETTINGS, type Vertical } from '@jobsite/domain';
import type { Queryable } from '../../db/client.ts';
import { type MessageKind, queue } from '../auth/outbox.ts';
import {
  listUnsubscribeHeaders,
  siteLink,
  type UnsubscribeLinkSettings,
  unsubscribeUrl,
} from '../email-preferences/links.ts';
import { seekerOf } from '../email-preferences/queries.ts';

/** What the emails' links need: the API's secret (unsubscribe tokens) and each brand site's address. */
export type MailLinks = UnsubscribeLinkSettings;

/** The settings flag that stands for these emails, and the list their unsubscribe link names. */
const FLAG = 'jobAction';
/** The flag as the settings page words it, so the seeker finds it there. */
const FLAG_LABEL = 'When recruiters view, shortlist or message me about a job';

/** The finer preference of `settings/update-email` each kind also honours. */
const PREFERENCE: Partial<Record<MessageKind, string>> = {
  'application-status': 'applicationUpdates',
  'recruiter-message': 'recruiterMessages',
};

/** Whether the seeker's settings let this kind of email reach them. */
function wants(settings: Record<string, unknown> | null, kind: MessageKind): boolean {
  const stored = settings?.[FLAG];
  if (!(typeof stored === 'boolean' ? stored : DEFAULT_SETTINGS[FLAG])) return false;
  const preference = PREFERENCE[kind];
  const email = settings?.email as Record<string, unknown> | undefined;
  return preference === undefined || email?.[preference] !== false;
}

export interface ApplicationEmail {
  seekerId: number;
  kind: 'application-status' | 'recruiter-message';
  /** The subject, which is also the email's first sentence. */
  subject: string;
  /** What the link leads to ("See the job") and the site's path it leads to. */
  action: string;
  path: string;
}

/**
 * Queues the email on `tx` when the seeker's settings let it reach them; answers whether it did. The
 * caller decides whether the seeker may get it at all (Pro for a status change).
 */
export async function queueApplicationEmail(
  tx: Queryable,
  links: MailLinks,
  vertical: Vertical,
  email: ApplicationEmail,
): Promise<boolean> {
  const seeker = await seekerOf(tx, vertical, email.seekerId);
  if (seeker?.status !== 'active' || !wants(seeker.settings, email.kind)) return false;
  const link = siteLink(links.siteOrigins, vertical, email.path);
  const unsubscribe = unsubscribeUrl(links, vertical, { seekerId: email.seekerId }, FLAG);
  const body = [
    `Hello ${seeker.name},`,
    '',
    /[.!?]$/.test(email.subject) ? email.subject : `${email.subject}.`,
    '',
    `${email.action}: ${link}`,
    '',
    `You get this email because "${FLAG_LABEL}" is on in your settings: ${siteLink(links.siteOrigins, vertical, '/settings/privacy')}`,
    `Unsubscribe: ${unsubscribe}`,
  ].join('\n');
  await queue(tx, {
    vertical,
    seekerId: email.seekerId,
    recipient: seeker.email,
    kind: email.kind,
    subject: email.subject,
    body,
    link,
    headers: listUnsubscribeHeaders(unsubscribe),
  });
  return true;
}
