/** `GET coverletter` (calls.md 7.4): The seeker's cover letter. */
import { defineCall } from '../../core/define-call.ts';
import { CoverLetterAnswer } from '../../schemas/user.ts';

export const coverLetter = defineCall({
  name: 'GET coverletter',
  service: 'user',
  method: 'get',
  noCache: true,
  output: CoverLetterAnswer,
  request: () => ({ path: 'coverletter' }),
});
