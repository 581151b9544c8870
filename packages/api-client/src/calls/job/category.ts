/** `GET job/category/` (calls.md 7.1): A category and its menus of tags. */
import { Category } from '@jobsite/domain';
import { CategoryQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CategoryInput {
  categoryId: string | number;
}

export const category = defineCall({
  name: 'GET job/category/',
  service: 'job',
  method: 'get',
  version: 2,
  check: { query: CategoryQuery },
  output: Category,
  request: (input: CategoryInput) => ({ path: 'job/category/', query: { categoryId: input.categoryId } }),
});
