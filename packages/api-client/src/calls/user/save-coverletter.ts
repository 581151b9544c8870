/** `POST coverletter` (calls.md 7.4): saves the cover letter and whether applications include it. */
import { CoverLetterBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';
import { SaveCoverLetterAnswer } from '../../schemas/user.ts';

export interface SaveCoverLetterInput {
  coverletter: string;
  includeCoverletter: boolean;
}

export const saveCoverLetter = defineCall({
  name: 'POST coverletter',
  service: 'user',
  method: 'post',
  check: { body: CoverLetterBody },
  output: SaveCoverLetterAnswer,
  request: (input: SaveCoverLetterInput) => ({
    path: 'coverletter',
    form: { coverletter: input.coverletter, includeCoverletter: input.includeCoverletter },
  }),
});
