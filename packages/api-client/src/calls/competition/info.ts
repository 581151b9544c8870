/**
 * `GET user/competition/info` (calls.md 7.8): the competition edition (the current one unless
 * `competitionId` names another), its rounds and where the seeker stands; answered to visitors too.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type CompetitionInfoInput = InputOf<typeof competitionInfo>;

export const competitionInfo = defineCall('GET user/competition/info', {
  noCache: true,
});
