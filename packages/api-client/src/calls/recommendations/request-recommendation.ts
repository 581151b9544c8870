/**
 * `POST user/recommendation/request` (a product extension; decision 0033): asks a contact by email for a
 * recommendation. The contact gets a signed link that works for 14 days. Refusals: 400 (an address that is
 * not valid, the seeker's own), 409 (already asked, or 10 requests waiting), 429 (20 emails an hour).
 */
import { RecommendationAskBody, type RecommendationAskInput } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { RecommendationAskAnswer } from '@jobsite/domain';

export const requestRecommendation = defineCall('POST user/recommendation/request', {
  check: { body: RecommendationAskBody },
  request: (input: RecommendationAskInput) => ({
    form: { email: input.email, name: input.name, message: input.message },
  }),
});
