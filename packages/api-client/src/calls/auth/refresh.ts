/**
 * `GET auth/refresh` (calls.md 7.3): a new access token, with credentials. The client calls it by itself
 * on a 406 (3 tries, 3000 ms apart, shared by concurrent calls); exposed for completeness. Its own
 * module: the answer's token becomes the bearer, and it is an auth call (a 401 is an answer to show).
 */
import { defineCall } from '../../core/define-call.ts';

export const refresh = defineCall('GET auth/refresh', {
  authPath: true,
  tokenFrom: (answer) => answer.token,
});
