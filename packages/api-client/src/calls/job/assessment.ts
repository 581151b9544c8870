/** `GET job/assessment` (calls.md 7.2): A job's assessment. */
import { defineCall } from '../../core/define-call.ts';

export interface AssessmentInput {
  jobcode: string | number;
}

export const assessment = defineCall('GET job/assessment', {
  request: (input: AssessmentInput) => ({ query: { jobcode: input.jobcode } }),
});
