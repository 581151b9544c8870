/** `GET competition/download` (calls.md 7.8): A round's case study file. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CompetitionDownloadInput = InputOf<typeof competitionDownload>;

export const competitionDownload = defineCall('GET competition/download', {
  responseType: 'blob',
  request: sends({ query: ['round', 'competitionId?'] }),
});
