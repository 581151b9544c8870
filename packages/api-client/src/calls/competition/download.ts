/** `GET competition/download` (calls.md 7.8): A round's case study file. */
import { defineCall } from '../../core/define-call.ts';

export interface CompetitionDownloadInput {
  round: string | number;
  competitionId: string | number;
}

export const competitionDownload = defineCall('GET competition/download', {
  responseType: 'blob',
  request: (input: CompetitionDownloadInput) => ({
    query: { round: input.round, competitionId: input.competitionId },
  }),
});
