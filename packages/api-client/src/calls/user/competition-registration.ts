/** `POST {path}` (calls.md 7.4): the generic competition registration or update, to a given path. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface CompetitionRegistrationInput {
  /** Path below the user service base, e.g. `user/competition/register`. */
  path: string;
  fields: WireRecord;
}

export const competitionRegistration = defineCall({
  name: 'POST {path}',
  service: 'user',
  method: 'post',
  output: Ack,
  request: (input: CompetitionRegistrationInput) => ({ path: input.path, form: input.fields }),
});
