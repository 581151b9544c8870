/**
 * `POST user/social/{provider}/disconnect` (decision 0034): disconnects the seeker's own account of a
 * network. Refusal: 404 (none is connected).
 */
import { defineCall } from '../../core/define-call.ts';
import type { SocialProviderInput } from './start-social-connection.ts';

export const disconnectSocialConnection = defineCall('POST user/social/{provider}/disconnect', {
  request: (input: SocialProviderInput) => ({ params: { provider: input.provider }, form: {} }),
});
