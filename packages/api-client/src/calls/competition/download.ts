/** `GET competition/download` (calls.md 7.8): A round's case study file. */
import { defineCall } from '../../core/define-call.ts';
import { FileAnswer } from '../../schemas/common.ts';

export interface CompetitionDownloadInput {
  round: string | number;
  competitionId: string | number;
}

export const competitionDownload = defineCall({
  name: 'GET competition/download',
  service: 'user',
  method: 'get',
  responseType: 'blob',
  output: FileAnswer,
  request: (input: CompetitionDownloadInput) => ({
    path: 'competition/download',
    query: { round: input.round, competitionId: input.competitionId },
  }),
});
