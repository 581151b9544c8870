/**
 * `GET job/pending-tests/` (calls.md 7.2): The seeker's pending assessments; with `status: 'all'` the
 * completed ones follow, with their scores (decision 0027).
 */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type PendingTestsInput = InputOf<typeof pendingTests>;

export const pendingTests = defineCall('GET job/pending-tests/', {
  request: sends({ query: ['id?', 'page?', 'status?'] }),
});
