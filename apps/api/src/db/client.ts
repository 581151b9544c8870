import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** PGlite's buffer pool: PostgreSQL's default (128 MB) would hold that much of the process resident. */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Runs SQL built with drizzle's `sql` template (values become bound parameters): the database itself,
 * or one open transaction.
 */
export interface Queryable {
  /** Drizzle's query builder over the schema's tables: rows typed from the schema, nothing asserted. */
  orm: Builder;
  /** Hand-written SQL; its row type is asserted, so use it only where the builder cannot say the query. */
  rows<T>(query: SQL): Promise<T[]>;
}

/**
 * The query builder both drivers share (each driver's database and its transactions extend it), so a
 * query module is written once for PGlite and PostgreSQL.
 */
type Builder = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One interface over both drivers: drizzle for typed queries, `rows` for hand-written SQL. */
export interface Db {
  kind: 'pglite' | 'postgres';
  orm: Builder;
  /** The driver's own client (PGlite's, for the backup's data-folder dump). */
  client: unknown;
  rows<T>(query: SQL): Promise<T[]>;
  /** SQL text with `$n` parameters, for tests that set up or inspect rows directly. */
  raw(text: string, params?: unknown[]): Promise<unknown[]>;
  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when it
   * throws. Use only `tx` inside it (another query would wait for a connection the transaction holds).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while this process holds the database-wide lock `key` (a PostgreSQL advisory lock on a
   * connection of its own), so several API processes starting at once migrate and seed one after
   * another. On PGlite, which one process owns, it just runs `fn`.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (PostgreSQL: one connection of its own per client, shared by every channel;
   * PGlite: its one connection) and calls `onPayload` with each NOTIFY's payload, which a `pg_notify`
   * inside a transaction sends on commit. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres:// URL; absent means PGlite. */
  url?: string | undefined;
  /** PGlite data directory; absent means in-memory. */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.url) {
    const client = postgres(options.url, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      prepare: true,
    });
    const orm = drizzlePostgres({ client, schema });
    return {
      kind: 'postgres',
      orm: orm as Builder,
      client,
      rows: async <T>(query: SQL) => (await orm.execute(query)) as unknown as T[],
      raw: async (text, params = []) => [...(await client.unsafe(text, params as never[]))],
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
        orm.transaction((tx) =>
          fn({
            orm: tx as Builder,
            rows: async <R>(query: SQL) => (await tx.execute(query)) as unknown as R[],
          }),
        ),
      exclusive: async <T>(key: number, fn: () => Promise<T>) => {
        const held = await client.reserve();
        try {
          await held`SELECT pg_advisory_lock(${key})`;
          return await fn();
        } finally {
          await held`SELECT pg_advisory_unlock(${key})`.catch(() => undefined);
          held.release();
        }
      },
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      migrate: () => migratePostgres(orm, { migrationsFolder: MIGRATIONS }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB buffer pool becomes resident in the WASM memory at start-up and stays;
    // the OS caches the data files as well, so 16 MB serves the default seed as fast (decision 0024).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const orm = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    orm: orm as Builder,
    client,
    rows: async <T>(query: SQL) => (await orm.execute(query)).rows as T[],
    raw: async (text, params = []) => (await client.query(text, params)).rows,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      orm.transaction((tx) =>
        fn({ orm: tx as Builder, rows: async <R>(query: SQL) => (await tx.execute(query)).rows as R[] }),
      ),
    exclusive: <T>(_key: number, fn: () => Promise<T>) => fn(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(orm, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}
