/** `GET user/recommendation/recommendationlist/` (calls.md 7.7): The seeker's recommendation requests. */
import { defineCall } from '../../core/define-call.ts';

export interface RecommendationListInput {
  status?: string | number | undefined;
  email?: string | number | undefined;
}

export const recommendationList = defineCall('GET user/recommendation/recommendationlist/', {
  request: (input: RecommendationListInput) => ({
    query: { status: input.status, email: input.email },
  }),
});
