/**
 * `GET exists` (calls.md 7.3): whether an email is registered. Its own module: an auth call, so a 401
 * is an answer to show, not a reason to leave the page.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type EmailExistsInput = InputOf<typeof emailExists>;

export const emailExists = defineCall('GET exists', { authPath: true });
