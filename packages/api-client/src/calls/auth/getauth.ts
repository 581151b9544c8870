/** `POST getauth` (calls.md 7.3): the auth details behind the bearer (the API reads the bearer only). */
import { defineCall } from '../../core/define-call.ts';

export const getauth = defineCall('POST getauth', {
  bearer: 'optional',
  request: () => ({ form: {} }),
});
