/**
 * `POST alerts/unsubscribe` (decision 0031): turns off a saved search's alerts with the token of the link
 * in its email, without a session. Refusals: 400 (a link that is not valid), 410 (a used link, or a search
 * deleted since).
 */
import { UnsubscribeBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { UnsubscribeAnswer } from '@jobsite/domain/answers';

export interface UnsubscribeInput {
  token: string;
}

export const unsubscribeAlerts = defineCall('POST alerts/unsubscribe', {
  check: { body: UnsubscribeBody },
  request: (input: UnsubscribeInput) => ({ form: { token: input.token } }),
});
