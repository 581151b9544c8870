/**
 * `POST user/social/{provider}/start` (decision 0034): starts connecting a network and answers the
 * address at the network to send the browser to. Refusals: 404 (the network is not available), 429.
 */
import type { SocialProvider } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { SocialStartAnswer } from '@jobsite/domain/answers';

export interface SocialProviderInput {
  provider: SocialProvider;
}

export const startSocialConnection = defineCall('POST user/social/{provider}/start', {
  request: (input: SocialProviderInput) => ({ params: { provider: input.provider }, form: {} }),
});
