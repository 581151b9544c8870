/** `GET data/categories.json` (calls.md 7.13): The public category list (apps cache it for a day, `CATEGORY_CACHE_MS`). */
import { PublicCategory } from '@jobsite/domain';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export const publicCategories = defineCall({
  name: 'GET data/categories.json',
  service: 'static',
  method: 'get',
  output: v.array(PublicCategory),
  request: () => ({ path: 'data/categories.json' }),
});
