/** `GET job/pending-tests/` (calls.md 7.2): The seeker's pending assessments. */
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { Assessment } from '../../schemas/job.ts';

export interface PendingTestsInput {
  id: string | number;
}

export const pendingTests = defineCall({
  name: 'GET job/pending-tests/',
  service: 'job',
  method: 'get',
  output: v.array(Assessment),
  request: (input: PendingTestsInput) => ({ path: 'job/pending-tests/', query: { id: input.id } }),
});
