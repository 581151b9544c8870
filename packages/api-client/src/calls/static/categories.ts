/** `GET data/categories.json` (calls.md 7.13): The public category list (apps cache it for a day, `CATEGORY_CACHE_MS`). */
import { defineCall } from '../../core/define-call.ts';

export const publicCategories = defineCall('GET data/categories.json');
