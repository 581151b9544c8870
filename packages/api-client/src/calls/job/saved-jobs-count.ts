/** `GET job/saved-jobs/count/` (calls.md 7.1): How many jobs the seeker saved. */
import { defineCall } from '../../core/define-call.ts';

export const savedJobsCount = defineCall('GET job/saved-jobs/count/');
