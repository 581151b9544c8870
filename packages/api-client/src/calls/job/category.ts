/** `GET job/category/` (calls.md 7.1): A category and its menus of tags. */
import { CategoryQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CategoryInput {
  categoryId: string | number;
}

export const category = defineCall('GET job/category/', {
  version: 2,
  check: { query: CategoryQuery },
  request: (input: CategoryInput) => ({ query: { categoryId: input.categoryId } }),
});
