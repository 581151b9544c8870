/** `GET ext/user/socialinfo` (calls.md 7.7): the social identities the writer of a request stated. */
import { defineCall } from '../../core/define-call.ts';
import type { RecommendationTokenInput } from './recommendation.ts';

export type { SocialUser } from '@jobsite/domain';

export const socialInfo = defineCall('GET socialinfo', {
  request: (input: RecommendationTokenInput) => ({ query: { token: input.token } }),
});
