import * as v from 'valibot';
import { Id, IsoDateTime } from './common.ts';

/**
 * Where a recommendation stands: `pending` (asked, not written yet), `written` (written by the contact,
 * awaiting the seeker's decision), `accepted` (shown on the profile), `declined`.
 */
export const RECOMMENDATION_STATUSES = ['pending', 'written', 'accepted', 'declined'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

/** A recommendation request between a seeker and a social contact (calls.md section 3). */
export const Recommendation = v.object({
  recommendationId: Id,
  recommendationText: v.nullable(v.string()),
  /** Email of the person asked to recommend. */
  email: v.string(),
  /** The public id of a social identity the contact stated when writing, if any. */
  socialId: v.nullable(v.string()),
  /** The contact's name: as they signed what they wrote, else as the seeker named them. */
  senderName: v.string(),
  /** Email of the seeker who asked. */
  userEmail: v.string(),
  status: v.picklist(RECOMMENDATION_STATUSES),
  /** The last action taken on it, if any. */
  action: v.nullable(v.picklist(['accept', 'decline', 'resend'])),
  /** How the contact knows the seeker ("Manager at Acme"), as they stated it; null until written. */
  relation: v.nullable(v.string()),
  /** When it was asked, when it was written, and when the latest link stops working. */
  createdAt: IsoDateTime,
  writtenAt: v.nullable(IsoDateTime),
  linkExpiresAt: IsoDateTime,
});
export type Recommendation = v.InferOutput<typeof Recommendation>;

const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'twitter', 'google'] as const;

/** A social account connected to recommendations (calls.md section 3). */
export const SocialUser = v.object({
  userId: Id,
  type: v.picklist(SOCIAL_NETWORKS),
  name: v.string(),
  publicId: v.string(),
  positions: v.array(v.object({ title: v.string(), company: v.string() })),
  /** The network the identity was stated for (its `type`). */
  loginVia: v.picklist(SOCIAL_NETWORKS),
  status: v.picklist(['active', 'pending', 'inactive']),
  requestedEmail: v.nullable(v.string()),
  picUrl: v.nullable(v.string()),
});
export type SocialUser = v.InferOutput<typeof SocialUser>;

/** `POST user/recommendation/request` (a product extension): the request as stored, and what was done. */
export const RecommendationAskAnswer = v.object({ message: v.string(), recommendation: Recommendation });
export type RecommendationAskAnswer = v.InferOutput<typeof RecommendationAskAnswer>;

/** `POST recommendation/processrecommendation` and `.../resendmail`: the request after the action. */
export const RecommendationActionAnswer = v.object({ message: v.string(), recommendation: Recommendation });
export type RecommendationActionAnswer = v.InferOutput<typeof RecommendationActionAnswer>;

/**
 * `GET ext/user/recommendation?token=`: what the contact sees of a request through its link: who asks,
 * the name and note the seeker gave, and until when the link works. Never the seeker's email or phone.
 */
export const RecommendationRequest = v.object({
  recommendationId: Id,
  status: v.picklist(RECOMMENDATION_STATUSES),
  /** The seeker who asks. */
  seekerName: v.string(),
  /** The contact, as the seeker named them. */
  name: v.string(),
  /** The seeker's note to the contact, if any. */
  message: v.nullable(v.string()),
  linkExpiresAt: IsoDateTime,
});
export type RecommendationRequest = v.InferOutput<typeof RecommendationRequest>;

/** `GET ext/user/recommendation/profile?token=`: the asking seeker's public-safe profile summary. */
export const RecommendationProfile = v.object({
  name: v.string(),
  /** "Analyst · 4 years" or "Fresher"; null when the profile says nothing of work. */
  headline: v.nullable(v.string()),
  city: v.nullable(v.string()),
  skills: v.array(v.string()),
  /** The latest education ("MBA, IIM Indore"), if any. */
  education: v.nullable(v.string()),
});
export type RecommendationProfile = v.InferOutput<typeof RecommendationProfile>;

/** `GET ext/user/recommendation/socialuserid?token=`: the id of the contact's stated social identity. */
export const RecommendationSocialUserId = v.object({ socialUserId: v.nullable(Id) });
export type RecommendationSocialUserId = v.InferOutput<typeof RecommendationSocialUserId>;

/**
 * `GET ext/user/recommendation/recruiterid?token=`: the recruiter the request is tied to. Requests are
 * between a seeker and a personal contact, never a recruiter's, so it is null (calls.md section 1).
 */
export const RecommendationRecruiterId = v.object({ recruiterId: v.nullable(Id) });
export type RecommendationRecruiterId = v.InferOutput<typeof RecommendationRecruiterId>;

/** `POST ext/user/recommendation/addcomment`: the message to show and the request's new status. */
export const RecommendationCommentAnswer = v.object({
  message: v.string(),
  status: v.picklist(RECOMMENDATION_STATUSES),
});
export type RecommendationCommentAnswer = v.InferOutput<typeof RecommendationCommentAnswer>;

/** `POST ext/user/socialinfo/addsocialuser`: the social identity as stored. */
export const AddSocialUserAnswer = v.object({ message: v.string(), socialUser: SocialUser });
export type AddSocialUserAnswer = v.InferOutput<typeof AddSocialUserAnswer>;
