/** `GET user/recommendation/recommendationlist/` (calls.md 7.7): The seeker's recommendation requests. */
import { Recommendation } from '@jobsite/domain';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export interface RecommendationListInput {
  status?: string | number | undefined;
  email?: string | number | undefined;
}

export const recommendationList = defineCall({
  name: 'GET user/recommendation/recommendationlist/',
  service: 'user',
  method: 'get',
  output: v.array(Recommendation),
  request: (input: RecommendationListInput) => ({
    path: 'user/recommendation/recommendationlist/',
    query: { status: input.status, email: input.email },
  }),
});
