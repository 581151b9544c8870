/** `GET subscription/details` (calls.md 7.10): Early-applicant and resume-builder subscriptions with their expiry. */
import { SubscriptionDetails } from '@jobsite/domain';
import { defineCall } from '../../core/define-call.ts';

export const subscriptionDetails = defineCall({
  name: 'GET subscription/details',
  service: 'subscription',
  method: 'get',
  bearer: 'optional',
  output: SubscriptionDetails,
  request: () => ({ path: 'subscription/details' }),
});
