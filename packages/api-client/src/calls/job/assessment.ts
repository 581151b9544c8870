/** `GET job/assessment` (calls.md 7.2): A job's assessment. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type AssessmentInput = InputOf<typeof assessment>;

export const assessment = defineCall('GET job/assessment', {
  request: sends({ query: ['jobcode'] }),
});
