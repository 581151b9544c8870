/** `GET job/tags` (calls.md 7.1): Every tag of the vertical. */
import { defineCall } from '../../core/define-call.ts';

export const tags = defineCall('GET job/tags');
