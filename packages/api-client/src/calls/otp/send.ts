/**
 * `POST otp/send` (calls.md 7.12): mails a one-time code to the signed-in seeker, with the bearer (the
 * OTP service reads no cookie). Without a token it fails with "Try again!" code 0 before any request
 * (calls.md section 8); a refusal reads the answer's `errorMsg` and `code`.
 */
import { defineCall } from '../../core/define-call.ts';
import { ApiClientError, ERROR_TEXTS, readOtpError } from '../../core/errors.ts';

export const sendOtp = defineCall('POST otp/send', {
  bearer: 'required',
  noToken: () => new ApiClientError(ERROR_TEXTS.otpNoToken, 0, { kind: 'input' }),
  readError: readOtpError,
  request: () => ({ form: {} }),
});
