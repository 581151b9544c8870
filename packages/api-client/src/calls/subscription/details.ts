/**
 * `GET subscription/details` (calls.md 7.10): the seeker's early-applicant, resume-builder and Pro
 * entitlements, each with whether it runs and its expiry. The server answers the bearer only, so this
 * module of its own sends it when the client holds one.
 */
import { defineCall } from '../../core/define-call.ts';

export const subscriptionDetails = defineCall('GET subscription/details', {
  bearer: 'optional',
});
