/** `GET job/tagsById` (calls.md 7.1): Tags by id. */
import { TagIdsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface TagsByIdInput {
  tagIds: readonly (string | number)[];
}

export const tagsById = defineCall('GET job/tagsById', {
  check: { query: TagIdsQuery },
  request: (input: TagsByIdInput) => ({ query: { tagIds: input.tagIds } }),
});
