/**
 * `POST user/forgot-password` (calls.md 7.3): mails a reset link; the same answer whether or not the
 * email has an account. Its own module: an auth call (a 401 is an answer to show).
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type ForgotPasswordInput = InputOf<typeof forgotPassword>;

export const forgotPassword = defineCall('POST user/forgot-password', { authPath: true });
