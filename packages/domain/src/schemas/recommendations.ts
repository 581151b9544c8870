import * as v from 'valibot';
import { Id } from './common.ts';

/** A recommendation request between a seeker and a social contact (calls.md section 3). */
export const Recommendation = v.object({
  recommendationId: Id,
  recommendationText: v.nullable(v.string()),
  /** Email of the person asked to recommend. */
  email: v.string(),
  socialId: v.nullable(v.string()),
  senderName: v.string(),
  /** Email of the seeker who asked. */
  userEmail: v.string(),
  status: v.picklist(['pending', 'accepted', 'declined']),
  /** The last action taken on it, if any. */
  action: v.nullable(v.picklist(['accept', 'decline', 'resend'])),
});
export type Recommendation = v.InferOutput<typeof Recommendation>;

/** A social account connected to recommendations (calls.md section 3). */
export const SocialUser = v.object({
  userId: Id,
  type: v.picklist(['linkedin', 'facebook', 'twitter', 'google']),
  name: v.string(),
  publicId: v.string(),
  positions: v.array(v.object({ title: v.string(), company: v.string() })),
  loginVia: v.string(),
  status: v.picklist(['active', 'pending', 'inactive']),
  requestedEmail: v.nullable(v.string()),
  picUrl: v.nullable(v.string()),
});
export type SocialUser = v.InferOutput<typeof SocialUser>;
