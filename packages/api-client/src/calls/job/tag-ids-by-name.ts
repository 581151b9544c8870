/** `GET job/tagIdsByName` (calls.md 7.1): The ids of the tags matching a slug. */
import { SlugQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface TagIdsByNameInput {
  slug: string | number;
}

export const tagIdsByName = defineCall('GET job/tagIdsByName', {
  check: { query: SlugQuery },
  request: (input: TagIdsByNameInput) => ({ query: { slug: input.slug } }),
});
