/** `GET user/suggest/skills` (calls.md 7.4): up to ten skill names matching `q`. */
import { SuggestSkillsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SuggestSkillsInput {
  q?: string | undefined;
}

export const suggestSkills = defineCall('GET user/suggest/skills', {
  check: { query: SuggestSkillsQuery },
  request: (input: SuggestSkillsInput) => ({ query: { q: input.q } }),
});
