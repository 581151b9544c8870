/** `GET user/survey` (calls.md 7.4): Unanswered surveys for a placement (`type` defaults to `unanswered`). */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface SurveyInput {
  placement: string | number;
  type?: string | number | undefined;
}

export const survey = defineCall({
  name: 'GET user/survey',
  service: 'user',
  method: 'get',
  output: Unspecified,
  request: (input: SurveyInput) => ({
    path: 'user/survey',
    query: { placement: input.placement, type: input.type ?? 'unanswered' },
  }),
});
