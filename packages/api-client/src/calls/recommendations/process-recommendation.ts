/** `POST recommendation/processrecommendation` (calls.md 7.7): Accepts or declines a recommendation. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface ProcessRecommendationInput {
  email?: string | number | undefined;
  recommendationId?: string | number | undefined;
  action: string | number;
}

export const processRecommendation = defineCall({
  name: 'POST recommendation/processrecommendation',
  service: 'user',
  method: 'post',
  output: Ack,
  request: (input: ProcessRecommendationInput) => ({
    path: 'recommendation/processrecommendation',
    form: { email: input.email, recommendationId: input.recommendationId, action: input.action },
  }),
});
