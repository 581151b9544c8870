/** `GET job/tagIdsByName` (calls.md 7.1): The ids of the tags matching a slug. */
import { SlugQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type TagIdsByNameInput = InputOf<typeof tagIdsByName>;

export const tagIdsByName = defineCall('GET job/tagIdsByName', {
  check: { query: SlugQuery },
  request: sends({ query: ['slug'] }),
});
