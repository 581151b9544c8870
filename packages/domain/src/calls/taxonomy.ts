/** Category, tag and list calls: job/category/, job/keyword/, job/taginfo, job/tags, lists, sitemap. */
import * as v from 'valibot';
import { Count, Id } from '../schemas/common.ts';
import { QueryId, SlugParam } from './params.ts';

export const CategoryQuery = v.object({ categoryId: QueryId });
export const KeywordQuery = v.object({ keywordId: QueryId });
export const SlugQuery = v.object({ slug: SlugParam });
export const BlogsQuery = v.object({
  category: v.optional(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters'))),
});

export const SitemapCategory = v.object({
  id: Id,
  name: v.string(),
  slug: v.string(),
  path: v.string(),
  jobs: Count,
  tags: v.array(v.object({ id: Id, name: v.string(), slug: v.string(), path: v.string() })),
});
export const CityJobs = v.object({
  id: Id,
  name: v.string(),
  slug: v.string(),
  jobs: Count,
  nearby: v.array(v.object({ id: Id, name: v.string(), jobs: Count })),
});
export const Blog = v.object({
  id: Id,
  title: v.string(),
  slug: v.string(),
  summary: v.string(),
  imageUrl: v.string(),
  url: v.string(),
  author: v.string(),
  publishedAt: v.string(),
  category: v.nullable(v.string()),
});
export const Industry = v.object({ id: Id, name: v.string() });
