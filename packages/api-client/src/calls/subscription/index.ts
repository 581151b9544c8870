/** The subscription calls (calls.md 7.10), one module each. */

import { subscriptionDetails } from './details.ts';
import { earlyApplicantPreference } from './early-applicant-preference.ts';
import { subscriptionHash } from './hash.ts';
import { saveEarlyApplicantPreference } from './save-early-applicant-preference.ts';
import { subscribe } from './subscribe.ts';

export {
  earlyApplicantPreference,
  saveEarlyApplicantPreference,
  subscribe,
  subscriptionDetails,
  subscriptionHash,
};

export const subscriptionCalls = {
  subscriptionHash,
  subscribe,
  earlyApplicantPreference,
  saveEarlyApplicantPreference,
  subscriptionDetails,
};
