/** `GET job/validate-assessment/` (calls.md 7.2): Whether a seeker may take a job's assessment. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type ValidateAssessmentInput = InputOf<typeof validateAssessment>;

export const validateAssessment = defineCall('GET job/validate-assessment/', {
  request: sends({ query: ['seekerId', 'jobId', 'recruiterId'] }),
});
