/**
 * `GET user/assessment/attempt` (decision 0027): the seeker's timed assessment and their attempt
 * (`null` before they start), with the time left on the server's clock and the choices saved so far.
 */
import { AssessmentIdQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface AssessmentAttemptInput {
  assessmentId: number | string;
}

export const assessmentAttempt = defineCall('GET user/assessment/attempt', {
  check: { query: AssessmentIdQuery },
  noCache: true,
  request: (input: AssessmentAttemptInput) => ({ query: { assessmentId: String(input.assessmentId) } }),
});
