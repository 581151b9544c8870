/**
 * The Drizzle schema against the database the migrations make (decision 0075). The SQL migrations in
 * drizzle/ are the record; the schema is written by hand beside them so queries and row types can be
 * inferred. This test migrates a fresh database and compares what PostgreSQL holds with what the schema
 * declares: every table, and of each its columns (type, nullability, whether it has a default or is
 * generated), primary key, unique constraints, foreign keys, checks and indexes. A migration that adds,
 * drops or changes any of them fails here until the schema says the same.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from './client.ts';
import * as schema from './schema.ts';

/** One table as both sides describe it, in a form where equal means the same. */
interface Shape {
  /** name: `type null|not null default|generated|-` */
  columns: Record<string, string>;
  primaryKey: string[];
  /** `name (columns)` */
  uniques: string[];
  /** `(columns) -> table(columns) on delete action` */
  foreignKeys: string[];
  checks: string[];
  /** `name unique? method` */
  indexes: string[];
}

const declarations: Record<string, unknown> = { ...schema };
const tables = Object.values(declarations).filter((value): value is PgTable => is(value, PgTable));

/** drizzle's serial types are integers with a sequence's default, as PostgreSQL stores them. */
const SERIALS: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

function declared(table: PgTable): Shape {
  const config = getTableConfig(table);
  const columns: Record<string, string> = {};
  for (const column of config.columns) {
    const type = column.getSQLType();
    const source = column.generated ? 'generated' : column.hasDefault ? 'default' : '-';
    columns[column.name] = `${SERIALS[type] ?? type} ${column.notNull ? 'not null' : 'null'} ${source}`;
  }
  const inlinePrimary = config.columns.filter((column) => column.primary).map((column) => column.name);
  const tablePrimary = config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name));
  const uniques = [
    ...config.uniqueConstraints.map((u) => `${u.getName()} (${u.columns.map((c) => c.name).join(', ')})`),
    ...config.columns.filter((c) => c.isUnique).map((c) => `${c.uniqueName} (${c.name})`),
  ];
  const foreignKeys = config.foreignKeys.map((key) => {
    const { columns: from, foreignTable, foreignColumns } = key.reference();
    const to = `${getTableConfig(foreignTable).name}(${foreignColumns.map((c) => c.name).join(', ')})`;
    return `(${from.map((c) => c.name).join(', ')}) -> ${to} on delete ${key.onDelete ?? 'no action'}`;
  });
  const indexes = config.indexes.map(
    ({ config: index }) => `${index.name} ${index.unique ? 'unique ' : ''}${index.method ?? 'btree'}`,
  );
  return {
    columns,
    primaryKey: [...inlinePrimary, ...tablePrimary].sort(),
    uniques: uniques.sort(),
    foreignKeys: foreignKeys.sort(),
    checks: config.checks.map((c) => c.name).sort(),
    indexes: indexes.sort(),
  };
}

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

async function inDatabase(db: Db): Promise<Map<string, Shape>> {
  const query = async <T>(text: string) => (await db.raw(text)) as T[];
  const shapes = new Map<string, Shape>();
  const shape = (table: string) => {
    let found = shapes.get(table);
    if (!found) {
      found = { columns: {}, primaryKey: [], uniques: [], foreignKeys: [], checks: [], indexes: [] };
      shapes.set(table, found);
    }
    return found;
  };
  const tableNames = await query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  for (const { table_name } of tableNames) shape(table_name);
  // information_schema names an array's type 'ARRAY'; format_type spells it as the DDL does (integer[]).
  const columns = await query<{
    table_name: string;
    column_name: string;
    type: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
    is_generated: 'ALWAYS' | 'NEVER';
  }>(
    `SELECT c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) AS type, c.is_nullable,
            c.column_default, c.is_generated
       FROM information_schema.columns c
       JOIN pg_attribute a ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
                          AND a.attname = c.column_name
      WHERE c.table_schema = 'public'`,
  );
  for (const c of columns) {
    const source = c.is_generated === 'ALWAYS' ? 'generated' : c.column_default === null ? '-' : 'default';
    shape(c.table_name).columns[c.column_name] =
      `${c.type} ${c.is_nullable === 'YES' ? 'null' : 'not null'} ${source}`;
  }
  const constraints = await query<{
    table_name: string;
    name: string;
    kind: 'p' | 'u' | 'f' | 'c';
    columns: string[];
    foreign_table: string | null;
    foreign_columns: string[] | null;
    on_delete: string;
  }>(
    `SELECT t.relname AS table_name, k.conname AS name, k.contype AS kind,
            ARRAY(SELECT attname FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
                    JOIN pg_attribute ON attrelid = k.conrelid AND attnum = u.n ORDER BY u.i) AS columns,
            f.relname AS foreign_table,
            ARRAY(SELECT attname FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
                    JOIN pg_attribute ON attrelid = k.confrelid AND attnum = u.n ORDER BY u.i) AS foreign_columns,
            k.confdeltype AS on_delete
       FROM pg_constraint k
       JOIN pg_class t ON t.oid = k.conrelid
       JOIN pg_namespace s ON s.oid = t.relnamespace
       LEFT JOIN pg_class f ON f.oid = k.confrelid
      WHERE s.nspname = 'public' AND k.contype IN ('p', 'u', 'f', 'c')`,
  );
  for (const k of constraints) {
    const table = shape(k.table_name);
    if (k.kind === 'p') table.primaryKey = [...k.columns].sort();
    if (k.kind === 'u') table.uniques.push(`${k.name} (${k.columns.join(', ')})`);
    if (k.kind === 'c') table.checks.push(k.name);
    if (k.kind === 'f') {
      const to = `${k.foreign_table}(${(k.foreign_columns ?? []).join(', ')})`;
      table.foreignKeys.push(`(${k.columns.join(', ')}) -> ${to} on delete ${ON_DELETE[k.on_delete]}`);
    }
  }
  // The indexes a primary key or a unique constraint makes are those constraints, not indexes of their own.
  const indexes = await query<{ table_name: string; name: string; unique: boolean; method: string }>(
    `SELECT t.relname AS table_name, i.relname AS name, x.indisunique AS unique, am.amname AS method
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace s ON s.oid = t.relnamespace
       JOIN pg_am am ON am.oid = i.relam
      WHERE s.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype IN ('p', 'u'))`,
  );
  for (const i of indexes)
    shape(i.table_name).indexes.push(`${i.name} ${i.unique ? 'unique ' : ''}${i.method}`);
  for (const table of shapes.values()) {
    table.uniques.sort();
    table.foreignKeys.sort();
    table.checks.sort();
    table.indexes.sort();
  }
  return shapes;
}

describe('the Drizzle schema', () => {
  let db: Db;
  let migrated: Map<string, Shape>;

  beforeAll(async () => {
    db = await openDb({});
    await db.migrate();
    migrated = await inDatabase(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('declares every table the migrations make, and no other', () => {
    const names = tables.map((table) => getTableConfig(table).name).sort();
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...migrated.keys()].sort());
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    'declares %s as the migrations make it',
    (name, table) => {
      expect(declared(table)).toEqual(migrated.get(name));
    },
  );
});
