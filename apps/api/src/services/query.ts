/** Small helpers for the typed query modules of the services (drizzle's `sql` template, bound values). */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/** The count of a `SELECT count(*) AS n ...` query (PostgreSQL answers a bigint, sometimes as a string). */
export async function countOf(q: Queryable, query: SQL): Promise<number> {
  // asserted: the one column a count query names; Number() reads it whatever the driver answers
  const [row] = await q.rows<{ n: number | string }>(query);
  return Number(row?.n ?? 0);
}

/**
 * An array bound as one parameter, for `${arrayParam(ids)}::int[]`. A bare array in the `sql` template
 * would expand to a list of parameters, `($1, $2, ...)`, instead.
 */
export const arrayParam = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;

/**
 * `text` with LIKE's wildcards (`%`, `_`) and its escape character (`\`) escaped, so that a pattern built
 * from it matches the text literally; PostgreSQL's default LIKE escape is the backslash.
 */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE / ILIKE pattern for values that contain `text` literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE / ILIKE pattern for values that start with `text` literally. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
