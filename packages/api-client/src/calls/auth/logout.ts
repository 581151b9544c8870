/** `POST user/logout` (calls.md 7.3): logs out with an empty form body; the client forgets its token. */
import { defineCall } from '../../core/define-call.ts';

export const logout = defineCall('POST user/logout', {
  authPath: true,
  clearsToken: true,
  request: () => ({ form: {} }),
});
