/**
 * `POST user/register` (calls.md 7.3): registers a seeker (form, `RegisterBody`) and signs them in at
 * once (decision 0006). Its own module: the answer's token becomes the bearer, it is an auth call (a 401
 * is an answer to show), and an answer without a `seekerId` is the error "some issue while registering!
 * Please try again!" with code 404 (calls.md section 8). The API sets the session cookies.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';
import { ApiClientError, ERROR_TEXTS } from '../../core/errors.ts';

export type RegisterInput = InputOf<typeof register>;

export const register = defineCall('POST user/register', {
  authPath: true,
  after: (answer) => {
    if (answer.seekerId === undefined || answer.seekerId === null) {
      throw new ApiClientError(ERROR_TEXTS.register, 404, { kind: 'http', status: 200, data: answer });
    }
    return answer;
  },
  tokenFrom: (answer) => answer.token,
});
