/**
 * `GET unsubscribe?token=` (decision 0037): what an unsubscribe link would stop (the list, said for a
 * person, the address partly hidden) and whether it already has, without a session. Refusals: 400 (a
 * link that is not valid), 410 (a link more than a year old, or an account that no longer exists).
 */
import { EmailUnsubscribeQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { EmailListAnswer } from '@jobsite/domain/answers';

export interface UnsubscribeLinkInput {
  token: string;
}

export const describeUnsubscribe = defineCall('GET unsubscribe', {
  check: { query: EmailUnsubscribeQuery },
  request: (input: UnsubscribeLinkInput) => ({ query: { token: input.token } }),
});
