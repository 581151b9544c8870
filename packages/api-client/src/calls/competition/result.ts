/** `GET user/competition/result` (calls.md 7.8): A round's results (page default 1, page size default 100). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CompetitionResultInput = InputOf<typeof competitionResult>;

export const competitionResult = defineCall('GET user/competition/result', {
  request: sends(
    { query: ['competitionId?', 'name?', 'institute?', 'round?', 'page?', 'pageSize?'] },
    { page: '1', pageSize: '100' },
  ),
});
