/** `GET job/applied/count/` (calls.md 7.2): How many jobs the seeker applied to. */
import { defineCall } from '../../core/define-call.ts';

export const appliedCount = defineCall('GET job/applied/count/');
