/**
 * `GET user/recommendation/recommendationlist/` (calls.md 7.7): the seeker's recommendations, newest
 * first, by `status` (pending, written, accepted, declined) or the contact's `email`, or all.
 */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type { Recommendation } from '@jobsite/domain';
export type RecommendationListInput = InputOf<typeof recommendationList>;

export const recommendationList = defineCall('GET user/recommendation/recommendationlist/', {
  request: sends({ query: ['status?', 'email?'] }),
});
