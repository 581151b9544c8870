/**
 * `POST unsubscribe` (decision 0037): stops what an unsubscribe link names, without a session, and
 * answers 200 when it had already stopped. `oneClick` sends it as a mail client's RFC 8058 POST does
 * (the token in the query, `List-Unsubscribe=One-Click` as the body), which the site relays; otherwise
 * the token is a form field. Refusals: 400 (not valid), 410 (more than a year old, account gone).
 */
import { EmailUnsubscribeBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { EmailUnsubscribeAnswer } from '@jobsite/domain/answers';

export interface EmailUnsubscribeInput {
  token: string;
  oneClick?: boolean;
}

export const unsubscribeEmails = defineCall('POST unsubscribe', {
  check: { body: EmailUnsubscribeBody },
  request: (input: EmailUnsubscribeInput) =>
    input.oneClick
      ? { query: { token: input.token }, form: { 'List-Unsubscribe': 'One-Click' } }
      : { form: { token: input.token } },
});
