/**
 * `GET auth/validate` (calls.md 7.3): whether an emailed link is still good (`type` verify-email or
 * reset-password); a good verify-email link also verifies the address. Its own module: an auth call (a
 * 401 is an answer to show).
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type ValidateInput = InputOf<typeof validate>;

export const validate = defineCall('GET auth/validate', { authPath: true });
