/** `GET job/tagsById` (calls.md 7.1): Tags by id. */
import { Tag } from '@jobsite/domain';
import { TagIdsQuery } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export interface TagsByIdInput {
  tagIds: readonly (string | number)[];
}

export const tagsById = defineCall({
  name: 'GET job/tagsById',
  service: 'job',
  method: 'get',
  check: { query: TagIdsQuery },
  output: v.array(Tag),
  request: (input: TagsByIdInput) => ({ path: 'job/tagsById', query: { tagIds: input.tagIds } }),
});
