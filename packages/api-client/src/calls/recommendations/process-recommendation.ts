/** `POST recommendation/processrecommendation` (calls.md 7.7): Accepts or declines a recommendation. */
import { defineCall } from '../../core/define-call.ts';

export interface ProcessRecommendationInput {
  email?: string | number | undefined;
  recommendationId?: string | number | undefined;
  action: string | number;
}

export const processRecommendation = defineCall('POST recommendation/processrecommendation', {
  request: (input: ProcessRecommendationInput) => ({
    form: { email: input.email, recommendationId: input.recommendationId, action: input.action },
  }),
});
