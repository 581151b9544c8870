/** `POST job/assessment_complete` (calls.md 7.2): Marks a job's assessment complete. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface AssessmentCompleteInput {
  jobcode: string | number;
}

export const assessmentComplete = defineCall({
  name: 'POST job/assessment_complete',
  service: 'job',
  method: 'post',
  output: Ack,
  request: (input: AssessmentCompleteInput) => ({
    path: 'job/assessment_complete',
    form: { jobcode: input.jobcode },
  }),
});
