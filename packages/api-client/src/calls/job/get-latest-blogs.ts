/** `GET job/getLatestBlogs` (calls.md 7.1): The latest blog posts, optionally of a category. */
import { BlogsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface LatestBlogsInput {
  category?: string | number | undefined;
}

export const latestBlogs = defineCall('GET job/getLatestBlogs', {
  check: { query: BlogsQuery },
  request: (input: LatestBlogsInput) => ({ query: { category: input.category } }),
});
