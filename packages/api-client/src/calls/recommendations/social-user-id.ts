/**
 * `GET ext/user/recommendation/socialuserid` (calls.md 7.7): the id of the social identity the writer
 * stated (of `type`, else the first), or null.
 */
import { defineCall } from '../../core/define-call.ts';

export interface SocialUserIdInput {
  token: string;
  type?: 'linkedin' | 'facebook' | 'twitter' | 'google' | undefined;
}

export const recommendationSocialUserId = defineCall('GET recommendation/socialuserid', {
  request: (input: SocialUserIdInput) => ({ query: { token: input.token, type: input.type } }),
});
