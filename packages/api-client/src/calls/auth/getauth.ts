/**
 * `POST getauth` (calls.md 7.3): the auth details behind the bearer. Its own module: it sends the bearer
 * when the client holds one, which is all the API reads (no cookie), with an empty form.
 */
import { defineCall } from '../../core/define-call.ts';

export const getauth = defineCall('POST getauth', {
  bearer: 'optional',
  request: () => ({ form: {} }),
});
