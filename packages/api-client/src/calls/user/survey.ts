/** `GET user/survey` (calls.md 7.4): Unanswered surveys for a placement (`type` defaults to `unanswered`). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type SurveyInput = InputOf<typeof survey>;

export const survey = defineCall('GET user/survey', {
  request: sends({ query: ['placement', 'type?'] }, { type: 'unanswered' }),
});
