/** The seed's bulk insert, shared by the seed of jobs and the seed of application history. */
import { getTableColumns, type InferInsertModel, type InferSelectModel, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/**
 * Inserts `rows` (every row with the same keys) in one statement: the rows travel as one JSON
 * parameter that json_to_recordset spreads into the table's columns, typed from the schema. Answers
 * the `returning` columns of each inserted row.
 */
export async function insertRows<T extends PgTable, K extends keyof InferSelectModel<T> & string = never>(
  db: Queryable,
  table: T,
  rows: InferInsertModel<T>[],
  returning: readonly K[] = [],
): Promise<Pick<InferSelectModel<T>, K>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table);
  const column = (key: string) => {
    const c = columns[key];
    if (!c) throw new Error(`${key} is not a column of the table`);
    return c;
  };
  const keys = Object.keys(first);
  const targets = sql.join(
    keys.map((k) => sql.identifier(column(k).name)),
    sql`, `,
  );
  const fields = sql.join(
    keys.map((k) => sql.identifier(k)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((k) => sql`${sql.identifier(k)} ${sql.raw(column(k).getSQLType())}`),
    sql`, `,
  );
  const answer =
    returning.length > 0
      ? sql` RETURNING ${sql.join(
          returning.map((k) => sql`${sql.identifier(column(k).name)} AS ${sql.identifier(k)}`),
          sql`, `,
        )}`
      : sql``;
  return db.rows(
    sql`INSERT INTO ${table} (${targets}) SELECT ${fields} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(${types})${answer}`,
  );
}
