/**
 * `POST user/logout` (calls.md 7.3): logs out with an empty form body. Its own module: the client
 * forgets its token, and it is an auth call (a 401 is an answer to show).
 */
import { defineCall } from '../../core/define-call.ts';

export const logout = defineCall('POST user/logout', {
  authPath: true,
  clearsToken: true,
  request: () => ({ form: {} }),
});
