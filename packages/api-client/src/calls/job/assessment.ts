/** `GET job/assessment` (calls.md 7.2): A job's assessment. */
import { defineCall } from '../../core/define-call.ts';
import { Assessment } from '../../schemas/job.ts';

export interface AssessmentInput {
  jobcode: string | number;
}

export const assessment = defineCall({
  name: 'GET job/assessment',
  service: 'job',
  method: 'get',
  output: Assessment,
  request: (input: AssessmentInput) => ({ path: 'job/assessment', query: { jobcode: input.jobcode } }),
});
