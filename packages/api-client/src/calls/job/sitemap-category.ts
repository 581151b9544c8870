/** `GET job/sitemap/category/` (calls.md 7.1): Every category and tag with its listing path and job count. */
import { SitemapCategory } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export const sitemapCategories = defineCall({
  name: 'GET job/sitemap/category/',
  service: 'job',
  method: 'get',
  output: v.array(SitemapCategory),
  request: () => ({ path: 'job/sitemap/category/' }),
});
