/** `GET user/pro-check` (calls.md 7.4): The generic pro check (path not shown in the catalogue; `user/pro-check` here). */
import { defineCall } from '../../core/define-call.ts';
import { ProCheckAnswer } from '../../schemas/user.ts';

export const proCheck = defineCall({
  name: 'GET user/pro-check',
  service: 'user',
  method: 'get',
  output: ProCheckAnswer,
  request: () => ({ path: 'user/pro-check' }),
});
