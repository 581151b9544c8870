/** The query behind tag lookups by name (categories and tags themselves come from the reference data). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { tags } from '../../../db/schema.ts';

/** Ids of the vertical's tags whose name is like `name` (trigram), most similar first. */
export const similarTagIds = async (q: Queryable, vertical: Vertical, name: string, limit: number) =>
  (
    await q.orm
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.vertical, vertical), sql`${tags.name} % ${name}`))
      .orderBy(desc(sql`similarity(${tags.name}, ${name})`), asc(tags.id))
      .limit(limit)
  ).map((r) => r.id);
