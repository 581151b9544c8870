/** `POST getauth` (calls.md 7.3): the auth details behind the bearer (the API reads the bearer only). */
import { defineCall } from '../../core/define-call.ts';
import { GetAuthAnswer } from '../../schemas/auth.ts';

export const getauth = defineCall({
  name: 'POST getauth',
  service: 'auth',
  method: 'post',
  bearer: 'optional',
  output: GetAuthAnswer,
  request: () => ({ path: 'getauth', form: {} }),
});
