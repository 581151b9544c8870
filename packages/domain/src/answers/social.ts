/** Answers of the social connection calls (decision 0034). */
import * as v from 'valibot';
import { SOCIAL_PROVIDERS } from '../calls/social.ts';
import { IsoDateTime } from '../schemas/common.ts';

/** One network on the seeker's social connection page: whether it can be used, and what is connected. */
export const SocialConnection = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  /** The network's name as shown: LinkedIn, Facebook, X. */
  label: v.string(),
  /** False when the site has no client for the network: the page says it is not available. */
  available: v.boolean(),
  connected: v.boolean(),
  /** The name on the connected account, as the network gave it. */
  name: v.nullable(v.string()),
  picUrl: v.nullable(v.string()),
  connectedAt: v.nullable(IsoDateTime),
});
export type SocialConnection = v.InferOutput<typeof SocialConnection>;

/** `GET user/social`: every network, in the order the page shows them. */
export const SocialConnectionsAnswer = v.object({ connections: v.array(SocialConnection) });
export type SocialConnectionsAnswer = v.InferOutput<typeof SocialConnectionsAnswer>;

/** `POST user/social/{provider}/start`: where to send the browser to sign in at the network. */
export const SocialStartAnswer = v.object({ url: v.pipe(v.string(), v.url()) });
export type SocialStartAnswer = v.InferOutput<typeof SocialStartAnswer>;

/** `POST user/social/{provider}/callback` and `.../disconnect`: what was done, and the network after it. */
export const SocialConnectionAnswer = v.object({ message: v.string(), connection: SocialConnection });
export type SocialConnectionAnswer = v.InferOutput<typeof SocialConnectionAnswer>;
