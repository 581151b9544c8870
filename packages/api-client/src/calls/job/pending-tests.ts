/** `GET job/pending-tests/` (calls.md 7.2): The seeker's pending assessments. */
import { defineCall } from '../../core/define-call.ts';

export interface PendingTestsInput {
  id: string | number;
}

export const pendingTests = defineCall('GET job/pending-tests/', {
  request: (input: PendingTestsInput) => ({ query: { id: input.id } }),
});
