/** `GET job/validate-assessment/` (calls.md 7.2): Whether a seeker may take a job's assessment. */
import { defineCall } from '../../core/define-call.ts';

export interface ValidateAssessmentInput {
  seekerId: string | number;
  jobId: string | number;
  recruiterId: string | number;
}

export const validateAssessment = defineCall('GET job/validate-assessment/', {
  request: (input: ValidateAssessmentInput) => ({
    query: { seekerId: input.seekerId, jobId: input.jobId, recruiterId: input.recruiterId },
  }),
});
