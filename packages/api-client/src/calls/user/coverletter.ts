/** `GET coverletter` (calls.md 7.4): The seeker's cover letter. Its own module: never from a cache. */
import { defineCall } from '../../core/define-call.ts';

export const coverLetter = defineCall('GET coverletter', {
  noCache: true,
});
