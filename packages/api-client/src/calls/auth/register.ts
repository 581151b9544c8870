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
import { RegisterAnswer } from '../../schemas/auth.ts';

export type RegisterInput = v.InferInput<typeof RegisterBody>;

export const register = defineCall({
  name: 'POST user/register',
  service: 'user',
  method: 'post',
  authPath: true,
  check: { body: RegisterBody },
  output: RegisterAnswer,
  after: (answer) => {
    if (answer.seekerId === undefined || answer.seekerId === null) {
      throw new ApiClientError(ERROR_TEXTS.register, 404, { kind: 'http', status: 200, data: answer });
    }
    return answer;
  },
  tokenFrom: (answer) => answer.token,
  request: (input: RegisterInput) => ({
    path: 'user/register',
    form: { name: input.name, email: input.email, password: input.password, phone: input.phone },
  }),
});
