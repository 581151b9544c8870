/** Whether a table holds a row: the one query the "is there such a …" checks of the services share. */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/** Whether `table` holds a row where `where` holds (the first one found answers). */
export const rowExists = async (q: Queryable, table: PgTable, where: SQL | undefined): Promise<boolean> =>
  (await q.orm.select({ found: sql`1` }).from(table).where(where).limit(1)).length > 0;
