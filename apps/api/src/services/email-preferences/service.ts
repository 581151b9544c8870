/**
 * One-click unsubscribe (decision 0037). A link names a recipient and a list; following it stops that
 * list: a saved search's alerts or a settings flag for a seeker, and a suppression of the address for
 * someone without an account (a contact asked for a recommendation). Unsubscribing twice answers the
 * same, as RFC 8058 asks, so a mail client may retry.
 */
import { DEFAULT_SETTINGS, type Vertical } from '@jobsite/domain';
import type { EmailListAnswer, EmailUnsubscribeAnswer } from '@jobsite/domain/answers';
import { RECOMMENDATION_REQUESTS_LIST, type UnsubscribeSettingList } from '@jobsite/domain/calls';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { isSuppressed, savedSearchOf, seekerOf, suppress, turnOffAlerts, turnOffSetting } from './queries.ts';
import { LINK_LIFETIME_MS, readUnsubscribeToken, type UnsubscribeClaim } from './tokens.ts';

export interface UnsubscribeSettings {
  secret: string;
  /** The clock (milliseconds), injectable for tests of expiry. */
  now?: () => number;
}

const INVALID =
  'This unsubscribe link is not valid. Please use the link in your latest email, or change your emails on your settings page';
const EXPIRED =
  'This unsubscribe link is more than a year old. Please use the link in a newer email, or change your emails on your settings page';
const GONE = 'The account this email was sent to no longer exists, so it gets no more emails';

const SETTING_LISTS: Record<UnsubscribeSettingList, string> = {
  weeklyJobReport: 'weekly job reports',
  promotions: 'emails about offers and promotions',
  jobFeed: 'emails of new jobs that match your job feed, such as early-applicant alerts',
  jobAction: 'emails when recruiters view, shortlist or message you about a job',
};

/** `as***@example.in`: enough for its owner to recognise, little for anyone else. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

function claimOf(settings: UnsubscribeSettings, vertical: Vertical, token: string): UnsubscribeClaim {
  const claim = readUnsubscribeToken(settings.secret, vertical, token);
  if (!claim) throw new HttpError(400, INVALID);
  const now = settings.now ? settings.now() : Date.now();
  if (claim.issuedAt.getTime() + LINK_LIFETIME_MS < now) throw new HttpError(410, EXPIRED);
  return claim;
}

interface ListState {
  answer: EmailListAnswer;
  /** Stops the list; answers whether it was still going. */
  stop: () => Promise<boolean>;
}

async function stateOf(db: Db, vertical: Vertical, claim: UnsubscribeClaim): Promise<ListState> {
  const { list, recipient } = claim;
  if ('email' in recipient) {
    if (list !== RECOMMENDATION_REQUESTS_LIST) throw new HttpError(400, INVALID);
    return {
      answer: {
        list,
        description: 'requests to write a recommendation',
        recipient: maskEmail(recipient.email),
        unsubscribed: await isSuppressed(db, vertical, recipient.email, list),
      },
      stop: () => suppress(db, vertical, recipient.email, list),
    };
  }
  const seeker = await seekerOf(db, vertical, recipient.seekerId);
  if (!seeker) throw new HttpError(410, GONE);
  const masked = maskEmail(seeker.email);
  if (list.startsWith('alerts:')) {
    const id = Number(list.slice('alerts:'.length));
    const search = await savedSearchOf(db, vertical, recipient.seekerId, id);
    return {
      answer: {
        list,
        description: search ? `job alerts for "${search.name}"` : 'job alerts of a saved search you deleted',
        recipient: masked,
        unsubscribed: !search?.alerts,
      },
      stop: () => turnOffAlerts(db, vertical, recipient.seekerId, id),
    };
  }
  if (list in SETTING_LISTS) {
    const flag = list as UnsubscribeSettingList;
    const stored = seeker.settings?.[flag];
    const on = typeof stored === 'boolean' ? stored : DEFAULT_SETTINGS[flag];
    return {
      answer: { list, description: SETTING_LISTS[flag], recipient: masked, unsubscribed: !on },
      stop: async () => {
        await turnOffSetting(db, recipient.seekerId, flag);
        return on;
      },
    };
  }
  throw new HttpError(400, INVALID);
}

/** What the link would stop (`GET unsubscribe`), for the confirmation page. */
export async function describeList(
  db: Db,
  vertical: Vertical,
  settings: UnsubscribeSettings,
  token: string,
): Promise<EmailListAnswer> {
  return (await stateOf(db, vertical, claimOf(settings, vertical, token))).answer;
}

/** Stops what the link names (`POST unsubscribe`); done before is done. */
export async function unsubscribe(
  db: Db,
  vertical: Vertical,
  settings: UnsubscribeSettings,
  token: string,
): Promise<EmailUnsubscribeAnswer> {
  const state = await stateOf(db, vertical, claimOf(settings, vertical, token));
  const stopped = await state.stop();
  const { list, description } = state.answer;
  return {
    message: stopped
      ? `You are unsubscribed: no more ${description}`
      : `You are already unsubscribed: no more ${description}`,
    list,
    description,
  };
}
