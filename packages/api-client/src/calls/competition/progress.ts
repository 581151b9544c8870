/** `GET user/competition/progress` (calls.md 7.8): The seeker's progress in a competition. */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type CompetitionProgressInput = InputOf<typeof competitionProgress>;

export const competitionProgress = defineCall('GET user/competition/progress', {
  noCache: true,
});
