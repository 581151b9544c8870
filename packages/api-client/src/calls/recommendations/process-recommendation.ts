/** `POST recommendation/processrecommendation` (calls.md 7.7): Accepts or declines a recommendation. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type ProcessRecommendationInput = InputOf<typeof processRecommendation>;

export const processRecommendation = defineCall('POST recommendation/processrecommendation', {
  request: sends({ form: ['email?', 'recommendationId?', 'action'] }),
});
