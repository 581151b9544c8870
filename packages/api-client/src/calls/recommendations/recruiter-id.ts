/**
 * `GET ext/user/recommendation/recruiterid` (calls.md 7.7): the recruiter a request is tied to. Requests
 * are between a seeker and a personal contact, so it answers `{ recruiterId: null }` for a working link.
 */
import { defineCall } from '../../core/define-call.ts';
import type { RecommendationTokenInput } from './recommendation.ts';

export const recommendationRecruiterId = defineCall('GET recommendation/recruiterid', {
  request: (input: RecommendationTokenInput) => ({ query: { token: input.token } }),
});
