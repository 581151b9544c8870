/**
 * `GET user/survey` (calls.md 7.4; decision 0036): the seeker's next unanswered survey for a `placement`
 * (`jobfeed` or `applied`; `type` defaults to `unanswered`), or one survey by `id` with whether they
 * answered it. Answers `{ survey: null }` when there is nothing to offer; 404 for an unknown id.
 */
import { SurveyQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { Survey, SurveyOfferAnswer } from '@jobsite/domain/answers';

export type SurveyInput =
  | { placement: 'jobfeed' | 'applied'; type?: 'unanswered' | undefined }
  | { id: string | number };

export const survey = defineCall('GET user/survey', {
  check: { query: SurveyQuery },
  request: (input: SurveyInput) => ({
    query:
      'id' in input
        ? { id: String(input.id) }
        : { placement: input.placement, type: input.type ?? 'unanswered' },
  }),
});
