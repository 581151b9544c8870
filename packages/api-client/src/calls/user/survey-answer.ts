/**
 * `POST user/survey/answer` (calls.md 7.4; decision 0036): answers a survey once (`answers` keyed by
 * question id: an option id, a list of option ids, a rating 1 to 5 or text), or puts it aside with
 * `action: 'dismiss'` ("Not now"). Refusals: 400 naming the question, 404 for an unknown survey, 409
 * when the seeker answered it already.
 */
import { SurveyAnswerBody, type SurveyAnswerInput } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { SurveySubmitAnswer } from '@jobsite/domain/answers';

export const surveyAnswer = defineCall('POST user/survey/answer', {
  check: { body: SurveyAnswerBody },
  request: (input: SurveyAnswerInput) => ({ json: input }),
});
