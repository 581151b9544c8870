/**
 * `GET auth/refresh` (calls.md 7.3): a new access token, with credentials. The client calls it by itself
 * on a 406 (3 tries, 3000 ms apart, shared by concurrent calls); exposed for completeness.
 */
import { defineCall } from '../../core/define-call.ts';
import { RefreshAnswer } from '../../schemas/auth.ts';

export const refresh = defineCall({
  name: 'GET auth/refresh',
  service: 'auth',
  method: 'get',
  authPath: true,
  output: RefreshAnswer,
  tokenFrom: (answer) => answer.token,
  request: () => ({ path: 'auth/refresh' }),
});
