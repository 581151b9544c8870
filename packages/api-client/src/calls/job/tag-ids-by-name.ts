/** `GET job/tagIdsByName` (calls.md 7.1): The ids of the tags matching a slug. */
import { SlugQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';
import { TagIdsByName } from '../../schemas/job.ts';

export interface TagIdsByNameInput {
  slug: string | number;
}

export const tagIdsByName = defineCall({
  name: 'GET job/tagIdsByName',
  service: 'job',
  method: 'get',
  check: { query: SlugQuery },
  output: TagIdsByName,
  request: (input: TagIdsByNameInput) => ({ path: 'job/tagIdsByName', query: { slug: input.slug } }),
});
