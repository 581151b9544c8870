/** `POST user/survey/answer` (calls.md 7.4): Answers a survey. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const surveyAnswer = defineCall({
  name: 'POST user/survey/answer',
  service: 'user',
  method: 'post',
  output: Ack,
  request: (input: Record<string, unknown>) => ({ path: 'user/survey/answer', json: input }),
});
