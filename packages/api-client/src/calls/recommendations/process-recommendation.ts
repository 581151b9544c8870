/**
 * `POST recommendation/processrecommendation` (calls.md 7.7): accepts or declines one of the seeker's
 * recommendations, named by `recommendationId` or the contact's `email`. Declining one not yet written
 * withdraws the request. Refusals: 404 (not the seeker's), 409 (accepting one not written).
 */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type { RecommendationActionAnswer } from '@jobsite/domain';
export type ProcessRecommendationInput = InputOf<typeof processRecommendation>;

export const processRecommendation = defineCall('POST recommendation/processrecommendation', {
  request: sends({ form: ['email?', 'recommendationId?', 'action'] }),
});
