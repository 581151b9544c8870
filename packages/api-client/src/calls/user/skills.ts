/** `GET skills` (calls.md 7.4): the seeker's skills (the API answers `skills`; the catalogue says `list`). */
import { defineCall } from '../../core/define-call.ts';

export const skills = defineCall('GET skills');
