/** `GET user/competition/progress` (calls.md 7.8): The seeker's progress in a competition. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface CompetitionProgressInput {
  competitionId: string | number;
}

export const competitionProgress = defineCall({
  name: 'GET user/competition/progress',
  service: 'user',
  method: 'get',
  output: Unspecified,
  request: (input: CompetitionProgressInput) => ({
    path: 'user/competition/progress',
    query: { competitionId: input.competitionId },
  }),
});
