/** `GET user/competition/progress` (calls.md 7.8): The seeker's progress in a competition. */
import { defineCall } from '../../core/define-call.ts';

export interface CompetitionProgressInput {
  competitionId: string | number;
}

export const competitionProgress = defineCall('GET user/competition/progress', {
  request: (input: CompetitionProgressInput) => ({
    query: { competitionId: input.competitionId },
  }),
});
