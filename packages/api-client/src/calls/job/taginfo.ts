/** `GET job/taginfo` (calls.md 7.1): A tag by slug and the categories it belongs to. */
import { SlugQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type TagInfoInput = InputOf<typeof tagInfo>;

export const tagInfo = defineCall('GET job/taginfo', {
  check: { query: SlugQuery },
  request: sends({ query: ['slug'] }),
});
