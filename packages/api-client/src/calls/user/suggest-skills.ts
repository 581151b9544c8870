/** `GET user/suggest/skills` (calls.md 7.4): up to ten skill names matching `q`. */
import { SuggestSkillsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';
import { SuggestSkillsAnswer } from '../../schemas/user.ts';

export interface SuggestSkillsInput {
  q?: string | undefined;
}

export const suggestSkills = defineCall({
  name: 'GET user/suggest/skills',
  service: 'user',
  method: 'get',
  check: { query: SuggestSkillsQuery },
  output: SuggestSkillsAnswer,
  request: (input: SuggestSkillsInput) => ({ path: 'user/suggest/skills', query: { q: input.q } }),
});
