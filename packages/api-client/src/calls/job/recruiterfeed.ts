/** `GET job/recruiterfeed/` (calls.md 7.1): Recruiters who posted lately. */
import { defineCall } from '../../core/define-call.ts';

export const recruiterFeed = defineCall('GET job/recruiterfeed/');
