/** `POST job/assessment_complete` (calls.md 7.2): Marks a job's assessment complete. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type AssessmentCompleteInput = InputOf<typeof assessmentComplete>;

export const assessmentComplete = defineCall('POST job/assessment_complete', {
  request: sends({ form: ['jobcode'] }),
});
