/**
 * Inputs of the recommendation calls (calls.md 7.7) and of the ask call the catalogue leaves out
 * (`POST user/recommendation/request`, a product extension). Bodies arrive as form fields.
 */
import * as v from 'valibot';
import { RECOMMENDATION_STATUSES } from '../schemas/recommendations.ts';
import { Email } from './account.ts';
import { QueryId, TrimmedText } from './params.ts';

/** How many requests a seeker may have waiting to be written at once. */
export const RECOMMENDATION_PENDING_LIMIT = 10;
/** How many request emails (asks and resends) a seeker may send in an hour. */
export const RECOMMENDATION_EMAILS_PER_HOUR = 20;
/** How many request emails a seeker may send in a day (the last 24 hours). */
export const RECOMMENDATION_EMAILS_PER_DAY = 30;
/**
 * How many request emails one address gets in RECOMMENDATION_RECIPIENT_DAYS, from anyone in the
 * vertical: the site never becomes a way to fill a stranger's inbox.
 */
export const RECOMMENDATION_EMAILS_PER_RECIPIENT = 3;
export const RECOMMENDATION_RECIPIENT_DAYS = 7;
/** How long a write link works after it is sent. */
export const RECOMMENDATION_LINK_DAYS = 14;
/** The bounds of a written recommendation. */
export const RECOMMENDATION_TEXT_MIN = 30;
export const RECOMMENDATION_TEXT_MAX = 1500;
/** The longest note a seeker sends with a request. */
export const RECOMMENDATION_NOTE_MAX = 500;

const Name = (what: string) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, `Please give ${what}`),
    v.maxLength(100, 'must be at most 100 characters'),
    v.regex(/^[^<>\r\n]*$/, 'must not hold angle brackets or line breaks'),
  );

/** Body of `POST user/recommendation/request`: whom to ask (email and name) and an optional note. */
export const RecommendationAskBody = v.object({
  email: v.pipe(Email, v.toLowerCase()),
  name: Name('the name of the person you ask'),
  message: v.optional(
    v.pipe(
      v.string('must be text'),
      v.trim(),
      v.maxLength(RECOMMENDATION_NOTE_MAX, `must be at most ${RECOMMENDATION_NOTE_MAX} characters`),
    ),
    '',
  ),
});
export type RecommendationAskBody = v.InferOutput<typeof RecommendationAskBody>;
export type RecommendationAskInput = v.InferInput<typeof RecommendationAskBody>;

/** Query of `GET user/recommendation/recommendationlist/`: by status, by the contact's email, or all. */
export const RecommendationListQuery = v.object({
  status: v.optional(
    v.union(
      [v.literal(''), v.picklist(RECOMMENDATION_STATUSES)],
      'must be pending, written, accepted or declined',
    ),
    '',
  ),
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254)), ''),
});
export type RecommendationListQuery = v.InferOutput<typeof RecommendationListQuery>;

/** A request named by its id or by the contact's email (the catalogue's "email or recommendationId"). */
const Which = {
  recommendationId: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), QueryId)),
  email: v.optional(v.pipe(v.string('must be text'), v.trim(), v.toLowerCase(), v.maxLength(254))),
};
const named = <B extends { recommendationId?: number | undefined; email?: string | undefined }>(b: B) =>
  b.recommendationId !== undefined || (b.email !== undefined && b.email !== '');

/** Body of `POST recommendation/processrecommendation`: which request, and accept or decline. */
export const ProcessRecommendationBody = v.pipe(
  v.object({
    ...Which,
    action: v.picklist(['accept', 'decline'], 'must be accept or decline'),
  }),
  v.check(named, 'Send the recommendationId or the email of the request'),
);
export type ProcessRecommendationBody = v.InferOutput<typeof ProcessRecommendationBody>;

/** Body of `POST recommendation/resendmail`: which request to send again, with a new link. */
export const ResendRecommendationBody = v.pipe(
  v.object(Which),
  v.check(named, 'Send the recommendationId or the email of the request'),
);
export type ResendRecommendationBody = v.InferOutput<typeof ResendRecommendationBody>;

/** The token of a write link, as every ext/user recommendation call takes it. */
export const RecommendationToken = TrimmedText(
  300,
  1,
  'The recommendation link has no token',
  'This recommendation link is not valid',
);

/** Query of the ext/user GET calls: the link's token. */
export const RecommendationTokenQuery = v.object({ token: RecommendationToken });

/** Query of `GET ext/user/recommendation/socialuserid`: the token, and which identity (default the first). */
export const SocialUserIdQuery = v.object({
  token: RecommendationToken,
  type: v.optional(v.picklist(['linkedin', 'facebook', 'twitter', 'google'], 'must be a social network')),
});

/** Body of `POST ext/user/recommendation/addcomment`: what the contact writes, and who they are. */
export const RecommendationCommentBody = v.object({
  token: RecommendationToken,
  text: TrimmedText(
    RECOMMENDATION_TEXT_MAX,
    RECOMMENDATION_TEXT_MIN,
    `Please write at least ${RECOMMENDATION_TEXT_MIN} characters`,
  ),
  name: v.optional(v.union([v.literal(''), Name('your name')]), ''),
  relation: v.optional(
    v.pipe(v.string('must be text'), v.trim(), v.maxLength(100, 'must be at most 100 characters')),
    '',
  ),
});
export type RecommendationCommentBody = v.InferOutput<typeof RecommendationCommentBody>;
export type RecommendationCommentInput = v.InferInput<typeof RecommendationCommentBody>;

/** A public profile address or handle: letters, digits and `-_.`, as the networks allow. */
const PublicId = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.minLength(1, 'Please give your profile id'),
  v.maxLength(100, 'must be at most 100 characters'),
  v.regex(/^[A-Za-z0-9._-]+$/, 'must be a profile id of letters, digits, dots, dashes or underscores'),
);

/** Body of `POST ext/user/socialinfo/addsocialuser`: a social identity the contact states. */
export const AddSocialUserBody = v.object({
  token: RecommendationToken,
  type: v.picklist(
    ['linkedin', 'facebook', 'twitter', 'google'],
    'must be linkedin, facebook, twitter or google',
  ),
  name: Name('the name on the profile'),
  publicId: PublicId,
  /** "Title at Company", one a line or as a list; at most five. */
  positions: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((x) =>
        (typeof x === 'string' ? x.split('\n') : x).map((p) => p.trim()).filter((p) => p !== ''),
      ),
      v.maxLength(5, 'must be at most five positions'),
      v.check((list) => list.every((p) => p.length <= 120), 'each position must be at most 120 characters'),
    ),
    [],
  ),
  picUrl: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.url('must be an address'),
        v.maxLength(500),
        v.startsWith('https://', 'must be an https address'),
      ),
    ]),
    '',
  ),
});
export type AddSocialUserBody = v.InferOutput<typeof AddSocialUserBody>;
