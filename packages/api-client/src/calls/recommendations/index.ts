/** The recommendations calls (calls.md 7.7), one module each. */

import { addRecommendationComment } from './add-comment.ts';
import { addSocialUser } from './add-social-user.ts';
import { processRecommendation } from './process-recommendation.ts';
import { extRecommendation } from './recommendation.ts';
import { recommendationList } from './recommendation-list.ts';
import { recommendationProfile } from './recommendation-profile.ts';
import { recommendationRecruiterId } from './recruiter-id.ts';
import { resendRecommendationMail } from './resend-mail.ts';
import { recommendationSocialUserId } from './social-user-id.ts';
import { socialInfo } from './socialinfo.ts';

export type { ProcessRecommendationInput } from './process-recommendation.ts';
export type { RecommendationListInput } from './recommendation-list.ts';
export {
  addRecommendationComment,
  addSocialUser,
  extRecommendation,
  processRecommendation,
  recommendationList,
  recommendationProfile,
  recommendationRecruiterId,
  recommendationSocialUserId,
  resendRecommendationMail,
  socialInfo,
};

export const recommendationsCalls = {
  recommendationList,
  resendRecommendationMail,
  processRecommendation,
  extRecommendation,
  recommendationSocialUserId,
  recommendationProfile,
  recommendationRecruiterId,
  socialInfo,
  addRecommendationComment,
  addSocialUser,
};
