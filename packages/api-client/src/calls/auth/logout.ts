/** `POST user/logout` (calls.md 7.3): logs out with an empty form body; the client forgets its token. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const logout = defineCall({
  name: 'POST user/logout',
  service: 'user',
  method: 'post',
  authPath: true,
  clearsToken: true,
  output: Ack,
  request: () => ({ path: 'user/logout', form: {} }),
});
