/**
 * `GET user/social` (a product extension; decision 0034): every social network (LinkedIn, Facebook, X),
 * whether the site can connect it, and the seeker's connected account of it. A module of its own to ask
 * caches not to answer (`no-cache`): the list changes with every connection.
 */
import { defineCall } from '../../core/define-call.ts';

export type { SocialConnection, SocialConnectionsAnswer } from '@jobsite/domain/answers';

export const socialConnections = defineCall('GET user/social', { noCache: true });
