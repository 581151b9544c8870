/** `POST cancel_email_change` (calls.md 7.5): cancels the open email change (status `cancelled`). */
import { defineCall } from '../../core/define-call.ts';

export const cancelEmailChange = defineCall('POST cancel_email_change', {
  request: () => ({ form: {} }),
});
