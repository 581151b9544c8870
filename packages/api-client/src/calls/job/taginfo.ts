/** `GET job/taginfo` (calls.md 7.1): A tag by slug and the categories it belongs to. */
import { TagInfo } from '@jobsite/domain';
import { SlugQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface TagInfoInput {
  slug: string | number;
}

export const tagInfo = defineCall({
  name: 'GET job/taginfo',
  service: 'job',
  method: 'get',
  check: { query: SlugQuery },
  output: TagInfo,
  request: (input: TagInfoInput) => ({ path: 'job/taginfo', query: { slug: input.slug } }),
});
