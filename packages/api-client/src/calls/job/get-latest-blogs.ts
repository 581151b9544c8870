/** `GET job/getLatestBlogs` (calls.md 7.1): The latest blog posts, optionally of a category. */
import { Blog, BlogsQuery } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export interface LatestBlogsInput {
  category?: string | number | undefined;
}

export const latestBlogs = defineCall({
  name: 'GET job/getLatestBlogs',
  service: 'job',
  method: 'get',
  check: { query: BlogsQuery },
  output: v.array(Blog),
  request: (input: LatestBlogsInput) => ({ path: 'job/getLatestBlogs', query: { category: input.category } }),
});
