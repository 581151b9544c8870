/** `GET job/getLatestBlogs` (calls.md 7.1): The latest blog posts, optionally of a category. */
import { BlogsQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type LatestBlogsInput = InputOf<typeof latestBlogs>;

export const latestBlogs = defineCall('GET job/getLatestBlogs', {
  check: { query: BlogsQuery },
  request: sends({ query: ['category?'] }),
});
