/**
 * `POST user/register` (calls.md 7.3): registers a seeker (form, `RegisterBody`) and signs them in at
 * once (decision 0006): the answer's token becomes the bearer and the session cookies are set. An answer
 * without a `seekerId` is the error "some issue while registering! Please try again!" with code 404
 * (calls.md section 8).
 */
import { RegisterBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { ApiClientError, ERROR_TEXTS } from '../../core/errors.ts';

export type RegisterInput = v.InferInput<typeof RegisterBody>;

export const register = defineCall('POST user/register', {
  authPath: true,
  check: { body: RegisterBody },
  after: (answer) => {
    if (answer.seekerId === undefined || answer.seekerId === null) {
      throw new ApiClientError(ERROR_TEXTS.register, 404, { kind: 'http', status: 200, data: answer });
    }
    return answer;
  },
  tokenFrom: (answer) => answer.token,
  request: (input: RegisterInput) => ({
    form: { name: input.name, email: input.email, password: input.password, phone: input.phone },
  }),
});
