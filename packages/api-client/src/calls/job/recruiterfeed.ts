/** `GET job/recruiterfeed/` (calls.md 7.1): Recruiters who posted lately. */
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { RecruiterFeedEntry } from '../../schemas/job.ts';

export const recruiterFeed = defineCall({
  name: 'GET job/recruiterfeed/',
  service: 'job',
  method: 'get',
  output: v.array(RecruiterFeedEntry),
  request: () => ({ path: 'job/recruiterfeed/' }),
});
