/**
 * `GET ext/user/recommendation/profile` (calls.md 7.7): the asking seeker's public-safe summary (name,
 * headline, city, skills, latest education; never email or phone), through a write link's token.
 */
import { defineCall } from '../../core/define-call.ts';
import type { RecommendationTokenInput } from './recommendation.ts';

export type { RecommendationProfile } from '@jobsite/domain';

export const recommendationProfile = defineCall('GET recommendation/profile', {
  request: (input: RecommendationTokenInput) => ({ query: { token: input.token } }),
});
