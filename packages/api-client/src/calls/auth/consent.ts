/**
 * `POST consent` (calls.md 7.3): records the signed-in seeker's consent, the text in the form field
 * `body` (`ConsentBody`). Its own module for its error reading: a failure falls back to the answer's
 * `message` and the HTTP status (calls.md section 8).
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';
import { ERROR_TEXTS } from '../../core/errors.ts';

export type ConsentInput = InputOf<typeof consent>;

export const consent = defineCall('POST consent', {
  readError: (status, data) => {
    const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const error =
      typeof body.error === 'object' && body.error !== null ? (body.error as Record<string, unknown>) : {};
    const message = [error.message, body.message].find((m): m is string => typeof m === 'string' && m !== '');
    return { message: message ?? ERROR_TEXTS.unknown, code: status };
  },
});
