/**
 * The social connection calls that are their contract and nothing more (decision 0034; decision 0083):
 * each is built from its entry in the domain's registry, which names its method, path, input schemas and
 * answer. A call with a module of its own in this folder adds something to its contract, which that
 * module says.
 */
import { defineCall } from '../../core/define-call.ts';

export type { SocialConnectionAnswer, SocialStartAnswer } from '@jobsite/domain/answers';

/**
 * `POST user/social/{provider}/start` (decision 0034): starts connecting a network and answers the
 * address at the network to send the browser to. Refusals: 404 (the network is not available), 429.
 */
export const startSocialConnection = defineCall('POST user/social/{provider}/start');

/**
 * `POST user/social/{provider}/callback` (decision 0034): hands over what the network sent back to the
 * brand site (`code` or `error`, `state`, `iss`); the API finishes the connection. Refusals: 400 (refused
 * at the network, bad input), 409 (the account is another profile's), 410 (used, expired or someone
 * else's state), 502 (the network did not confirm).
 */
export const finishSocialConnection = defineCall('POST user/social/{provider}/callback');

/**
 * `POST user/social/{provider}/disconnect` (decision 0034): disconnects the seeker's own account of a
 * network. Refusal: 404 (none is connected).
 */
export const disconnectSocialConnection = defineCall('POST user/social/{provider}/disconnect');
