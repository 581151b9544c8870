/** `GET settings/email` (calls.md 7.5, ext/user): the email preferences. */
import { defineCall } from '../../core/define-call.ts';
import { EmailSettingsAnswer } from '../../schemas/user.ts';

export const emailSettings = defineCall({
  name: 'GET settings/email',
  service: 'extUser',
  method: 'get',
  output: EmailSettingsAnswer,
  request: () => ({ path: 'settings/email' }),
});
