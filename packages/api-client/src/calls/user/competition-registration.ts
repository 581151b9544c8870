/** `POST {path}` (calls.md 7.4): the generic competition registration or update, to a given path. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export interface CompetitionRegistrationInput {
  /** Path below the user service base, e.g. `user/competition/register`. */
  path: string;
  fields: WireRecord;
}

export const competitionRegistration = defineCall('POST {path}', {
  request: (input: CompetitionRegistrationInput) => ({ path: input.path, form: input.fields }),
});
