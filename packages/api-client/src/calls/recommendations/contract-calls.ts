/**
 * The recommendation calls that are their contract and nothing more (calls.md 7.7; decision 0083): each
 * is built from its entry in the domain's registry, which names its method, path, input schemas and
 * answer. A call with a module of its own in this folder adds something to its contract, which that
 * module says.
 */
import { defineCall } from '../../core/define-call.ts';

export type {
  Recommendation,
  RecommendationActionAnswer,
  RecommendationAskAnswer,
  RecommendationCommentAnswer,
  RecommendationProfile,
  RecommendationRequest,
  SocialUser,
} from '@jobsite/domain';

/**
 * `POST user/recommendation/request` (a product extension; decision 0033): asks a contact by email for a
 * recommendation. The contact gets a signed link that works for 14 days. Answers 201. Refusals: 400 (an
 * address that is not valid, the seeker's own), 409 (already asked, or 10 requests waiting), 429 (20
 * emails an hour).
 */
export const requestRecommendation = defineCall('POST user/recommendation/request');

/**
 * `GET user/recommendation/recommendationlist/` (calls.md 7.7): the seeker's recommendations, newest
 * first, by `status` (pending, written, accepted, declined) or the contact's `email`, or all.
 */
export const recommendationList = defineCall('GET user/recommendation/recommendationlist/');

/**
 * `POST recommendation/processrecommendation` (calls.md 7.7): accepts or declines one of the seeker's
 * recommendations, named by `recommendationId` or the contact's `email`. Declining one not yet written
 * withdraws the request. Refusals: 404 (not the seeker's), 409 (accepting one not written).
 */
export const processRecommendation = defineCall('POST recommendation/processrecommendation');

/**
 * `POST recommendation/resendmail` (calls.md 7.7): sends a pending request again with a new link; the
 * earlier link stops working. Refusals: 404 (not the seeker's), 409 (already written or withdrawn), 429.
 */
export const resendRecommendationMail = defineCall('POST recommendation/resendmail');

/**
 * `GET ext/user/recommendation` (calls.md 7.7): the request a write link names (who asks, their note,
 * until when the link works), without a session. Refusals: 400 (a link that is not valid), 410 (expired,
 * replaced by a newer link, used, or withdrawn), each with a message to show.
 */
export const extRecommendation = defineCall('GET recommendation');

/**
 * `GET ext/user/recommendation/profile` (calls.md 7.7): the asking seeker's public-safe summary (name,
 * headline, city, skills, latest education; never email or phone), through a write link's token.
 */
export const recommendationProfile = defineCall('GET recommendation/profile');

/**
 * `GET ext/user/recommendation/socialuserid` (calls.md 7.7): the id of the social identity the writer
 * stated (of `type`, else the first), or null.
 */
export const recommendationSocialUserId = defineCall('GET recommendation/socialuserid');

/**
 * `GET ext/user/recommendation/recruiterid` (calls.md 7.7): the recruiter a request is tied to. Requests
 * are between a seeker and a personal contact, so it answers `{ recruiterId: null }` for a working link.
 */
export const recommendationRecruiterId = defineCall('GET recommendation/recruiterid');

/** `GET ext/user/socialinfo` (calls.md 7.7): the social identities the writer of a request stated. */
export const socialInfo = defineCall('GET socialinfo');

/**
 * `POST ext/user/recommendation/addcomment` (calls.md 7.7): writes the recommendation through a write
 * link (30 to 1500 characters), with the writer's name and how they know the seeker; the link is then
 * used up. Refusals: 400 (text too short or long, a link that is not valid), 410 (expired, replaced, used).
 */
export const addRecommendationComment = defineCall('POST recommendation/addcomment');
