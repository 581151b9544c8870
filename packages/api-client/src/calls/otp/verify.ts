/**
 * `POST otp/verify` (calls.md 7.12): checks the one-time code (`otp`, `OtpVerifyBody`), with the bearer;
 * a good code answers `data.en_cookie`. Without a token it fails with "Try again!" code 0 before any
 * request (calls.md section 8); a refusal reads the answer's `errorMsg` and `code`.
 */
import { OtpVerifyBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { ApiClientError, ERROR_TEXTS, readOtpError } from '../../core/errors.ts';

export type VerifyOtpInput = v.InferInput<typeof OtpVerifyBody>;

export const verifyOtp = defineCall('POST otp/verify', {
  bearer: 'required',
  noToken: () => new ApiClientError(ERROR_TEXTS.otpNoToken, 0, { kind: 'input' }),
  check: { body: OtpVerifyBody },
  readError: readOtpError,
  request: (input: VerifyOtpInput) => ({ form: { otp: input.otp } }),
});
