/** `GET subscription/details` (calls.md 7.10): Early-applicant and resume-builder subscriptions with their expiry. */
import { defineCall } from '../../core/define-call.ts';

export const subscriptionDetails = defineCall('GET subscription/details', {
  bearer: 'optional',
});
