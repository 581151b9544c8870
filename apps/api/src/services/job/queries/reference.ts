/** The queries that load a vertical's reference data (reference.ts keeps it in memory for a few minutes). */
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import {
  categories,
  cities,
  companies,
  functionalAreas,
  industries,
  recruiters,
  tagMenus,
  tags,
} from '../../../db/schema.ts';

export function referenceRows(q: Queryable, vertical: Vertical) {
  return Promise.all([
    q.orm
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        icon: categories.icon,
        sortOrder: categories.sortOrder,
      })
      .from(categories)
      .where(eq(categories.vertical, vertical))
      .orderBy(asc(categories.sortOrder)),
    q.orm
      .select({
        id: tagMenus.id,
        categoryId: tagMenus.categoryId,
        label: tagMenus.label,
        slug: tagMenus.slug,
      })
      .from(tagMenus)
      .innerJoin(categories, eq(categories.id, tagMenus.categoryId))
      .where(eq(categories.vertical, vertical))
      .orderBy(asc(tagMenus.categoryId), asc(tagMenus.sortOrder)),
    q.orm
      .select({
        id: tags.id,
        name: tags.name,
        alias: tags.alias,
        searchString: tags.searchString,
        slug: tags.slug,
        categoryId: tags.categoryId,
        menuId: tags.menuId,
        isMain: tags.isMain,
      })
      .from(tags)
      .where(eq(tags.vertical, vertical))
      .orderBy(asc(tags.id)),
    q.orm
      .select({
        id: cities.id,
        name: cities.name,
        slug: cities.slug,
        state: cities.state,
        region: cities.region,
        isSeo: cities.isSeo,
        aliases: cities.aliases,
      })
      .from(cities)
      .where(eq(cities.vertical, vertical))
      .orderBy(asc(cities.id)),
    q.orm
      .select({ id: companies.id, name: companies.name, slug: companies.slug, logo: companies.logo })
      .from(companies)
      .where(eq(companies.vertical, vertical)),
    q.orm
      .select({
        id: recruiters.id,
        name: recruiters.name,
        designation: recruiters.designation,
        picUrl: recruiters.picUrl,
        companyId: recruiters.companyId,
        cityId: recruiters.cityId,
      })
      .from(recruiters)
      .where(eq(recruiters.vertical, vertical)),
    q.orm
      .select({ id: functionalAreas.id, name: functionalAreas.name, cluster: functionalAreas.cluster })
      .from(functionalAreas)
      .where(eq(functionalAreas.vertical, vertical))
      .orderBy(asc(functionalAreas.id)),
    q.orm
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .where(eq(industries.vertical, vertical))
      .orderBy(asc(industries.id)),
  ]);
}
