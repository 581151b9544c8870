/**
 * `POST user/assessment/submit` (decision 0027): submits the seeker's answers; answers the attempt with
 * its score. Submitting again answers the submitted attempt.
 */
import { AssessmentIdBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SubmitAssessmentInput {
  assessmentId: number | string;
}

export const submitAssessment = defineCall('POST user/assessment/submit', {
  check: { body: AssessmentIdBody },
  request: (input: SubmitAssessmentInput) => ({ json: { assessmentId: Number(input.assessmentId) } }),
});
