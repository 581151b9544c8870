/** `GET skills` (calls.md 7.4): the seeker's skills (the API answers `skills`; the catalogue says `list`). */
import { defineCall } from '../../core/define-call.ts';
import { SkillsAnswer } from '../../schemas/user.ts';

export const skills = defineCall({
  name: 'GET skills',
  service: 'user',
  method: 'get',
  output: SkillsAnswer,
  request: () => ({ path: 'skills' }),
});
