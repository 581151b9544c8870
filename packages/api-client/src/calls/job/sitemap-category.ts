/** `GET job/sitemap/category/` (calls.md 7.1): Every category and tag with its listing path and job count. */
import { defineCall } from '../../core/define-call.ts';

export const sitemapCategories = defineCall('GET job/sitemap/category/');
