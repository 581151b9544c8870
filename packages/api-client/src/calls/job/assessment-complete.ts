/** `POST job/assessment_complete` (calls.md 7.2): Marks a job's assessment complete. */
import { defineCall } from '../../core/define-call.ts';

export interface AssessmentCompleteInput {
  jobcode: string | number;
}

export const assessmentComplete = defineCall('POST job/assessment_complete', {
  request: (input: AssessmentCompleteInput) => ({
    form: { jobcode: input.jobcode },
  }),
});
