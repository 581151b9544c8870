/** Queries of the static JSON calls, with drizzle's query builder over the schema's tables. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { featureFlags, promoBanners, seoMetadata } from '../../db/schema.ts';

/** The vertical's stored feature flags (they override the defaults). */
export const featureFlagRows = (db: Db, vertical: Vertical) =>
  db.orm.select().from(featureFlags).where(eq(featureFlags.vertical, vertical));

/** The SEO metadata of one path of the vertical, if any. */
export const seoMetadataOf = async (db: Db, vertical: Vertical, path: string) =>
  (
    await db.orm
      .select()
      .from(seoMetadata)
      .where(and(eq(seoMetadata.vertical, vertical), eq(seoMetadata.path, path)))
  )[0];

/** The banners of one promo list of the vertical, in their order. */
export const promoBannerRows = (db: Db, vertical: Vertical, list: string) =>
  db.orm
    .select()
    .from(promoBanners)
    .where(and(eq(promoBanners.vertical, vertical), eq(promoBanners.listName, list)))
    .orderBy(asc(promoBanners.ordering), asc(promoBanners.id));
