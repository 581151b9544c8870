import * as v from 'valibot';
import { Id, NamedRef } from './common.ts';

/** A tag in a category's menu: its id, display label and slug (`tag`). */
export const CategoryMenuItem = v.object({ dataId: Id, label: v.string(), tag: v.string() });
export type CategoryMenuItem = v.InferOutput<typeof CategoryMenuItem>;

/** A category of the navigation with its menu of tags (product.md section 3). */
export const Category = v.object({
  dataId: Id,
  label: v.string(),
  tag: v.string(),
  menus: v.array(CategoryMenuItem),
});
export type Category = v.InferOutput<typeof Category>;

/** An entry of the public category list (calls.md section 3). `icon` is an image address. */
export const PublicCategory = v.object({
  id: Id,
  name: v.string(),
  icon: v.nullable(v.string()),
  tags: v.array(NamedRef),
});
export type PublicCategory = v.InferOutput<typeof PublicCategory>;

/** A functional area and its cluster; `name` is added so it can be shown. */
export const FunctionalArea = v.object({ id: Id, name: v.string(), cluster: v.string() });
export type FunctionalArea = v.InferOutput<typeof FunctionalArea>;

/** A tag (keyword): `key` is its slug, `searchString` its search text; at least one of them is present. */
export const Tag = v.pipe(
  v.object({
    id: Id,
    name: v.string(),
    alias: v.nullable(v.string()),
    key: v.optional(v.string()),
    searchString: v.optional(v.string()),
  }),
  v.check(
    (tag) => tag.key !== undefined || tag.searchString !== undefined,
    'A tag needs a key or a searchString',
  ),
);
export type Tag = v.InferOutput<typeof Tag>;

/** Answer of `job/taginfo`: the tag and the categories it belongs to. */
export const TagInfo = v.object({ id: Id, tagName: v.string(), categories: v.array(NamedRef) });
export type TagInfo = v.InferOutput<typeof TagInfo>;
