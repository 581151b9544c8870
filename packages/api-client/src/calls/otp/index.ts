/** The otp calls (calls.md 7.12), one module each. */
import { sendOtp } from './send.ts';
import { verifyOtp } from './verify.ts';

export type { VerifyOtpInput } from './verify.ts';

export { sendOtp, verifyOtp };

export const otpCalls = { sendOtp, verifyOtp };
