/**
 * `POST recommendation/resendmail` (calls.md 7.7): sends a pending request again with a new link; the
 * earlier link stops working. Refusals: 404 (not the seeker's), 409 (already written or withdrawn), 429.
 */
import { ResendRecommendationBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface ResendRecommendationInput {
  recommendationId?: string | number | undefined;
  email?: string | undefined;
}

export const resendRecommendationMail = defineCall('POST recommendation/resendmail', {
  check: { body: ResendRecommendationBody },
  request: (input: ResendRecommendationInput) => ({
    form: {
      recommendationId: input.recommendationId === undefined ? undefined : String(input.recommendationId),
      email: input.email,
    },
  }),
});
