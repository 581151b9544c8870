/**
 * `POST ext/user/recommendation/addcomment` (calls.md 7.7): writes the recommendation through a write
 * link (30 to 1500 characters), with the writer's name and how they know the seeker; the link is then
 * used up. Refusals: 400 (text too short or long, a link that is not valid), 410 (expired, replaced, used).
 */
import { RecommendationCommentBody, type RecommendationCommentInput } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { RecommendationCommentAnswer } from '@jobsite/domain';

export const addRecommendationComment = defineCall('POST recommendation/addcomment', {
  check: { body: RecommendationCommentBody },
  request: (input: RecommendationCommentInput) => ({
    form: { token: input.token, text: input.text, name: input.name, relation: input.relation },
  }),
});
