/**
 * `POST skills` (calls.md 7.4): replaces the seeker's skills (`SkillsBody`). Its own module: the list
 * goes as JSON (the API also reads a `skills[]` form).
 */
import { SkillsBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type SaveSkillsInput = v.InferInput<typeof SkillsBody>;

export const saveSkills = defineCall('POST skills', {
  check: { body: SkillsBody },
  request: (input: SaveSkillsInput) => ({ json: { skills: input.skills } }),
});
