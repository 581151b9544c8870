/** `GET settings` (calls.md 7.5): The settings flags. */
import { defineCall } from '../../core/define-call.ts';
import { SettingsAnswer } from '../../schemas/user.ts';

export const settings = defineCall({
  name: 'GET settings',
  service: 'user',
  method: 'get',
  output: SettingsAnswer,
  request: () => ({ path: 'settings' }),
});
