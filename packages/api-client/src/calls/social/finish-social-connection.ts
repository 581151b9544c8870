/**
 * `POST user/social/{provider}/callback` (decision 0034): hands over what the network sent back to the
 * brand site (`code` or `error`, `state`, `iss`); the API finishes the connection. Refusals: 400 (refused
 * at the network, bad input), 409 (the account is another profile's), 410 (used, expired or someone
 * else's state), 502 (the network did not confirm).
 */
import type { SocialProvider } from '@jobsite/domain/calls';
import { SocialCallbackBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { SocialConnectionAnswer } from '@jobsite/domain/answers';

export interface FinishSocialConnectionInput {
  provider: SocialProvider;
  state: string;
  code?: string | undefined;
  error?: string | undefined;
  iss?: string | undefined;
}

export const finishSocialConnection = defineCall('POST user/social/{provider}/callback', {
  check: { body: SocialCallbackBody },
  request: (input: FinishSocialConnectionInput) => ({
    params: { provider: input.provider },
    form: { state: input.state, code: input.code, error: input.error, iss: input.iss },
  }),
});
