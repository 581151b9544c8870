/** Categories, their menus and tags as the catalogue answers them, from the reference data. */
import { toSlug } from '@jobsite/domain';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { similarTagIds } from './queries/taxonomy.ts';
import type { Reference, TagRow } from './reference.ts';

export const tagOut = (t: TagRow) => ({
  id: t.id,
  name: t.name,
  alias: t.alias,
  key: t.slug,
  searchString: t.searchString,
});

/** A category with its tags, and its tag menus each with their tags. */
export function categoryOut(ref: Reference, id: number) {
  const c = ref.categories.get(id);
  if (!c) return undefined;
  const tags = [...ref.tags.values()].filter((t) => t.categoryId === id);
  return {
    dataId: c.id,
    label: c.name,
    tag: c.slug,
    icon: c.icon,
    menus: tags.map((t) => ({ dataId: t.id, label: t.name, tag: t.slug })),
    groups: [...ref.menus.values()]
      .filter((m) => m.categoryId === id)
      .map((m) => ({
        label: m.label,
        tag: m.slug,
        menus: tags
          .filter((t) => t.menuId === m.id)
          .map((t) => ({ dataId: t.id, label: t.name, tag: t.slug })),
      })),
  };
}

/** A tag with its category and up to 10 tags of the same menu. */
export function keywordOut(ref: Reference, id: number) {
  const t = ref.tags.get(id);
  if (!t) return undefined;
  const cat = ref.categories.get(t.categoryId);
  const related = [...ref.tags.values()].filter((x) => x.menuId === t.menuId && x.id !== t.id).slice(0, 10);
  return {
    ...tagOut(t),
    category: cat ? { id: cat.id, name: cat.name, slug: cat.slug } : null,
    related: related.map(tagOut),
  };
}

/** A tag with the category it belongs to. */
export function tagInfoOut(ref: Reference, t: TagRow) {
  const cat = ref.categories.get(t.categoryId);
  return { id: t.id, tagName: t.name, categories: cat ? [{ id: cat.id, name: cat.name }] : [] };
}

/** Each category with its main tags. */
export const mainTags = (ref: Reference) =>
  [...ref.categories.values()].map((cat) => ({
    id: cat.id,
    name: cat.name,
    slug: cat.slug,
    tags: [...ref.tags.values()].filter((t) => t.categoryId === cat.id && t.isMain).map(tagOut),
  }));

/** Exact slug, then the closest tag name by trigram similarity. */
export async function findTags(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  slug: string,
  limit: number,
): Promise<TagRow[]> {
  const exact = ref.tagBySlug.get(toSlug(slug));
  if (exact && limit === 1) return [exact];
  const name = slug.replace(/-jobs$/, '').replace(/-/g, ' ');
  const found = (await similarTagIds(db, vertical, name, limit)).flatMap((id) => ref.tags.get(id) ?? []);
  return exact ? [exact, ...found.filter((t) => t.id !== exact.id)].slice(0, limit) : found;
}
