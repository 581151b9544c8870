/** `GET job/validate-assessment/` (calls.md 7.2): Whether a seeker may take a job's assessment. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface ValidateAssessmentInput {
  seekerId: string | number;
  jobId: string | number;
  recruiterId: string | number;
}

export const validateAssessment = defineCall({
  name: 'GET job/validate-assessment/',
  service: 'job',
  method: 'get',
  output: Unspecified,
  request: (input: ValidateAssessmentInput) => ({
    path: 'job/validate-assessment/',
    query: { seekerId: input.seekerId, jobId: input.jobId, recruiterId: input.recruiterId },
  }),
});
