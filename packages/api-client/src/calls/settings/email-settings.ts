/** `GET settings/email` (calls.md 7.5, ext/user): the email preferences. */
import { defineCall } from '../../core/define-call.ts';

export const emailSettings = defineCall('GET settings/email');
