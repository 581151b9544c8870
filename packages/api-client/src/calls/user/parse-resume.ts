/**
 * `GET user/parse-resume` (calls.md 7.4): fields read off the stored resume (name, email, phone,
 * experience years, known skills), for the person to confirm; nothing is saved.
 */
import { defineCall } from '../../core/define-call.ts';

export const parseResume = defineCall('GET user/parse-resume');
