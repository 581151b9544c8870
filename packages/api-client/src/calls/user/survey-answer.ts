/** `POST user/survey/answer` (calls.md 7.4): Answers a survey. */
import { defineCall } from '../../core/define-call.ts';

export const surveyAnswer = defineCall('POST user/survey/answer', {
  request: (input: Record<string, unknown>) => ({ json: input }),
});
