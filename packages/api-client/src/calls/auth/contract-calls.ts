/**
 * The auth calls that are their contract and nothing more (calls.md 7.3; decision 0083): each is built
 * from its entry in the domain's registry, which names its method, path, input schemas and answer. A call
 * with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

/** `POST cookiepolicy` (calls.md 7.3): records the cookie-policy acceptance (on the account too when signed in). */
export const cookiePolicy = defineCall('POST cookiepolicy');

/** `POST user/resend-policy-email` (calls.md 7.3): mails the policy to the signed-in seeker; answers `emailSent`. */
export const resendPolicyEmail = defineCall('POST user/resend-policy-email');
