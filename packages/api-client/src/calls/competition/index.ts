/** The competition calls (calls.md 7.8), one module each. */

import { competitionDownload } from './download.ts';
import { competitionInfo } from './info.ts';
import { competitionProgress } from './progress.ts';
import { competitionResult } from './result.ts';

export type { CompetitionDownloadInput } from './download.ts';
export type { CompetitionProgressInput } from './progress.ts';
export type { CompetitionResultInput } from './result.ts';
export { competitionDownload, competitionInfo, competitionProgress, competitionResult };

export const competitionCalls = {
  competitionInfo,
  competitionProgress,
  competitionResult,
  competitionDownload,
};
