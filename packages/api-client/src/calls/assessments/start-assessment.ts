/**
 * `POST user/assessment/start` (decision 0027): starts the seeker's timed assessment, or answers the
 * attempt they started (one attempt; the server keeps the start and the deadline).
 */
import { AssessmentIdBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface StartAssessmentInput {
  assessmentId: number | string;
}

export const startAssessment = defineCall('POST user/assessment/start', {
  check: { body: AssessmentIdBody },
  request: (input: StartAssessmentInput) => ({ json: { assessmentId: Number(input.assessmentId) } }),
});
