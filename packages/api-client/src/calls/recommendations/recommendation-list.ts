/** `GET user/recommendation/recommendationlist/` (calls.md 7.7): The seeker's recommendation requests. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type RecommendationListInput = InputOf<typeof recommendationList>;

export const recommendationList = defineCall('GET user/recommendation/recommendationlist/', {
  request: sends({ query: ['status?', 'email?'] }),
});
