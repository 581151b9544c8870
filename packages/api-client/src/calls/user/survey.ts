/** `GET user/survey` (calls.md 7.4): Unanswered surveys for a placement (`type` defaults to `unanswered`). */
import { defineCall } from '../../core/define-call.ts';

export interface SurveyInput {
  placement: string | number;
  type?: string | number | undefined;
}

export const survey = defineCall('GET user/survey', {
  request: (input: SurveyInput) => ({
    query: { placement: input.placement, type: input.type ?? 'unanswered' },
  }),
});
