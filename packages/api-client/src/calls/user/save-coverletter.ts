/** `POST coverletter` (calls.md 7.4): saves the cover letter and whether applications include it. */
import { CoverLetterBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SaveCoverLetterInput {
  coverletter: string;
  includeCoverletter: boolean;
}

export const saveCoverLetter = defineCall('POST coverletter', {
  check: { body: CoverLetterBody },
  request: (input: SaveCoverLetterInput) => ({
    form: { coverletter: input.coverletter, includeCoverletter: input.includeCoverletter },
  }),
});
