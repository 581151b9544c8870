/** `GET job/taginfo` (calls.md 7.1): A tag by slug and the categories it belongs to. */
import { SlugQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface TagInfoInput {
  slug: string | number;
}

export const tagInfo = defineCall('GET job/taginfo', {
  check: { query: SlugQuery },
  request: (input: TagInfoInput) => ({ query: { slug: input.slug } }),
});
