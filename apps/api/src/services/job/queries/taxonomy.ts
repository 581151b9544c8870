/** The query behind tag lookups by name (categories and tags themselves come from the reference data). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';

/** Ids of the vertical's tags whose name is like `name` (trigram), most similar first. */
export const similarTagIds = async (q: Queryable, vertical: Vertical, name: string, limit: number) =>
  (
    await q.rows<{ id: number }>(
      sql`SELECT id FROM tags WHERE vertical = ${vertical} AND name % ${name}
        ORDER BY similarity(name, ${name}) DESC, id LIMIT ${limit}`,
    )
  ).map((r) => r.id);
