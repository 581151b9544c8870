/**
 * `GET ext/user/recommendation` (calls.md 7.7): the request a write link names (who asks, their note,
 * until when the link works), without a session. Refusals: 400 (a link that is not valid), 410 (expired,
 * replaced by a newer link, used, or withdrawn), each with a message to show.
 */
import { defineCall } from '../../core/define-call.ts';

export type { RecommendationRequest } from '@jobsite/domain';

export interface RecommendationTokenInput {
  token: string;
}

export const extRecommendation = defineCall('GET recommendation', {
  request: (input: RecommendationTokenInput) => ({ query: { token: input.token } }),
});
