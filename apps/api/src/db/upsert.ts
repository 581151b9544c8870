/** The `set` of an upsert that takes the inserted row's values: `excluded.<column>` for each named column. */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** For `onConflictDoUpdate`'s `set`: each of `keys` takes the value the conflicting insert proposed. */
export function fromInserted<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded.${columns[k]?.name}`)])) as Record<K, SQL>;
}
