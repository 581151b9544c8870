/**
 * One-click unsubscribe (decision 0037): `GET unsubscribe?token=` says what a link would stop, and
 * `POST unsubscribe` stops it, without a session: the signed token of the link is the proof. A mail
 * client's RFC 8058 one-click POST sends `List-Unsubscribe=One-Click` as its form body, with the token in
 * the address's query; the site's own form sends the token as a field.
 */
import * as v from 'valibot';

/** How long an unsubscribe link works after its email was written: a year, in days. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

/**
 * The seeker's settings flags an unsubscribe link may turn off (the emails a flag stands for);
 * `jobAction`: the emails about their applications (a status change, a recruiter's message).
 */
export const UNSUBSCRIBE_SETTING_LISTS = ['weeklyJobReport', 'promotions', 'jobFeed', 'jobAction'] as const;
export type UnsubscribeSettingList = (typeof UNSUBSCRIBE_SETTING_LISTS)[number];

/** The list of requests to write a recommendation, sent to contacts who may have no account. */
export const RECOMMENDATION_REQUESTS_LIST = 'recommendation-requests';

/**
 * A list a person can leave: a saved search's alerts (`alerts:{id}`), recommendation requests, or the
 * emails a settings flag stands for.
 */
export const EmailList = v.union(
  [
    v.pipe(v.string(), v.regex(/^alerts:[1-9]\d{0,9}$/)),
    v.literal(RECOMMENDATION_REQUESTS_LIST),
    v.picklist(UNSUBSCRIBE_SETTING_LISTS),
  ],
  'is not a list one can unsubscribe from',
);
export type EmailList = v.InferOutput<typeof EmailList>;

/** The body an RFC 8058 one-click unsubscribe POST carries, exactly. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

const INVALID = 'This unsubscribe link is not valid. Please use the link in your latest email';

/** The token of an unsubscribe link, as the link carries it. */
export const UnsubscribeToken = v.pipe(
  v.string('The unsubscribe link has no token'),
  v.trim(),
  v.minLength(1, 'The unsubscribe link has no token'),
  v.maxLength(800, INVALID),
  v.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/, INVALID),
);

/** Query of `GET unsubscribe` (and of `POST unsubscribe` as a mail client sends it). */
export const EmailUnsubscribeQuery = v.object({ token: UnsubscribeToken });
export type EmailUnsubscribeQuery = v.InferOutput<typeof EmailUnsubscribeQuery>;

/**
 * Body of `POST unsubscribe`: the token as a form field, or the RFC 8058 one-click body
 * (`List-Unsubscribe=One-Click`) with the token in the query.
 */
export const EmailUnsubscribeBody = v.object({
  token: v.optional(UnsubscribeToken),
  'List-Unsubscribe': v.optional(v.literal('One-Click', `must be One-Click`)),
});
export type EmailUnsubscribeBody = v.InferOutput<typeof EmailUnsubscribeBody>;
