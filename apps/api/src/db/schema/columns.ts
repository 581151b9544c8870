/** Column builders every area of the schema uses. */
import { type ColumnBuilderBase, type NotNull, sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

/** PostgreSQL's text-search document; read as its text form. */
export const tsvector = pg.customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A `timestamptz` column, read as a Date. */
export const timestamptz = (name: string) => pg.timestamp(name, { withTimezone: true });

/** When the row was written: `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/**
 * `CHECK (column IN (...))` over the values an enumerated text column declares (`text({ enum })`), so
 * the values are written once and the row type names them.
 */
export const oneOf = (name: string, column: pg.PgColumn) =>
  pg.check(
    name,
    sql`${column} IN (${sql.raw((column.enumValues ?? []).map((value) => `'${value}'`).join(', '))})`,
  );

/**
 * A reference to the row this one belongs to, and is deleted with:
 * `NOT NULL REFERENCES target ON DELETE CASCADE`.
 */
export const belongsTo = <T extends Referencing<T>>(column: T, target: () => pg.AnyPgColumn) =>
  column.references(target, { onDelete: 'cascade' }).notNull();

/** What `belongsTo` needs of a column builder (each of drizzle's pg column builders has it). */
interface Referencing<T extends ColumnBuilderBase> extends ColumnBuilderBase {
  references(ref: () => pg.AnyPgColumn, actions: { onDelete: 'cascade' }): T;
  notNull(): NotNull<T>;
}
