/** `GET job/category/` (calls.md 7.1): A category and its menus of tags. */
import { CategoryQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CategoryInput = InputOf<typeof category>;

export const category = defineCall('GET job/category/', {
  version: 2,
  check: { query: CategoryQuery },
  request: sends({ query: ['categoryId'] }),
});
