/** Column builders every area of the schema uses. */
import { sql } from 'drizzle-orm';
import { check, customType, type PgColumn, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's text-search document; read as its text form. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A `timestamptz` column, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/**
 * `CHECK (column IN (...))` over the values an enumerated text column declares (`text({ enum })`), so
 * the values are written once and the row type names them.
 */
export const oneOf = (name: string, column: PgColumn) =>
  check(
    name,
    sql`${column} IN (${sql.raw((column.enumValues ?? []).map((value) => `'${value}'`).join(', '))})`,
  );
