/**
 * `POST otp/send` (calls.md 7.12): mails a one-time code to the signed-in seeker, with the bearer (the
 * OTP service reads no cookie). Without a token it fails with "Try again!" code 0 before any request
 * (calls.md section 8); a refusal reads the answer's `errorMsg` and `code`.
 */
import { defineCall } from '../../core/define-call.ts';
import { ApiClientError, ERROR_TEXTS } from '../../core/errors.ts';
import { OtpAnswer, readOtpError } from '../../schemas/courses.ts';

export const sendOtp = defineCall({
  name: 'POST otp/send',
  service: 'otp',
  method: 'post',
  bearer: 'required',
  noToken: () => new ApiClientError(ERROR_TEXTS.otpNoToken, 0, { kind: 'input' }),
  output: OtpAnswer,
  readError: readOtpError,
  request: () => ({ path: 'otp/send', form: {} }),
});
