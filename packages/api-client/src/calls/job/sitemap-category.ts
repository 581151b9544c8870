/** `GET job/sitemap/category/` (calls.md 7.1): Every category and tag with its listing path and job count. */
import { defineCall } from '../../core/define-call.ts';

/** The same for everyone: a server process shares it for a minute (its counts are a minute old at most). */
export const sitemapCategories = defineCall('GET job/sitemap/category/', { shared: 60_000 });
