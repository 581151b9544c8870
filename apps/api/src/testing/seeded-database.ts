/**
 * Test helper: the test run's one migrated and seeded database (decision 0072). The run's global setup
 * builds it once per driver (a closed PGlite data folder; a PostgreSQL template database) with the media
 * folder its seed wrote; each suite's server then opens a copy of its own, because tests change data.
 * A migrated PGlite folder without the seed is kept too, for suites that start from an empty database.
 */

import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type Db, openDb } from '../db/client.ts';
import { seedAll } from '../db/seed.ts';
import { localMediaStore } from '../media/store.ts';

/** Jobs the test database holds per vertical. */
const TEST_JOBS_PER_VERTICAL = 300;

/** Where the run's databases are: plain data, handed from the global setup to every test file. */
export interface SeededDatabases {
  /** Closed PGlite data folders, migrated (`emptyDir`) and also seeded (`dataDir`), and the seed's media. */
  pglite: { dataDir: string; emptyDir: string; mediaDir: string };
  /** A template database on the PostgreSQL server of `adminUrl` (when DATABASE_URL is set). */
  postgres: { adminUrl: string; template: string; mediaDir: string } | null;
}

const withDatabase = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Runs `fn` on the database, then closes it. */
async function using(opening: Promise<Db>, fn: (db: Db) => Promise<unknown>) {
  const db = await opening;
  try {
    await fn(db);
  } finally {
    await db.close();
  }
}

const seed = (db: Db, mediaDir: string) => {
  mkdirSync(mediaDir, { recursive: true });
  return seedAll(db, TEST_JOBS_PER_VERTICAL, { batchSize: 1000, media: localMediaStore(mediaDir) });
};

/** Migrates a PGlite folder, keeps a copy of it empty, then seeds it. */
async function buildPglite({ dataDir, emptyDir, mediaDir }: SeededDatabases['pglite']) {
  await using(openDb({ dataDir }), (db) => db.migrate());
  cpSync(dataDir, emptyDir, { recursive: true });
  await using(openDb({ dataDir }), (db) => seed(db, mediaDir));
}

/**
 * Builds the run's databases: PGlite always, PostgreSQL too when `adminUrl` is given (the two at once).
 * Answers where they are and the function that removes them at the end of the run.
 */
export async function buildSeededDatabases(
  adminUrl: string | undefined,
): Promise<{ databases: SeededDatabases; remove: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'jobsite-api-seeded-'));
  const pglite = {
    dataDir: join(root, 'pglite'),
    emptyDir: join(root, 'pglite-empty'),
    mediaDir: join(root, 'pglite-media'),
  };
  const template = `jobsite_api_template_${process.pid}_${Date.now()}`;
  const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : null;
  const remove = async () => {
    if (admin) {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const built = [buildPglite(pglite)];
    let pg: SeededDatabases['postgres'] = null;
    if (admin && adminUrl) {
      const made = { adminUrl, template, mediaDir: join(root, 'postgres-media') };
      await admin.unsafe(`CREATE DATABASE ${template}`);
      built.push(
        using(openDb({ url: withDatabase(adminUrl, template), poolSize: 4 }), async (db) => {
          await db.migrate();
          await seed(db, made.mediaDir);
        }),
      );
      pg = made;
    }
    await Promise.all(built);
    return { databases: { pglite, postgres: pg }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** One suite's own copy of a run's database, and of its media folder. */
export interface DatabaseCopy {
  db: Db;
  mediaDir: string;
  /** Closes the database and removes the copy. */
  remove(): Promise<void>;
}

let copies = 0;

/** Opens a PGlite copy of a closed data folder (with a copy of `mediaDir` when given). */
async function pgliteCopy(from: string, mediaFrom?: string): Promise<DatabaseCopy> {
  const dir = mkdtempSync(join(tmpdir(), 'jobsite-api-test-'));
  const mediaDir = join(dir, 'media');
  if (mediaFrom) cpSync(mediaFrom, mediaDir, { recursive: true });
  const dataDir = join(dir, 'pglite');
  cpSync(from, dataDir, { recursive: true });
  const db = await openDb({ dataDir });
  return {
    db,
    mediaDir,
    async remove() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens a copy of the run's seeded database on `driver`: a copied PGlite folder or a database made from the template. */
export async function openSeededCopy(
  databases: SeededDatabases,
  driver: 'pglite' | 'postgres',
): Promise<DatabaseCopy> {
  if (driver === 'pglite') return pgliteCopy(databases.pglite.dataDir, databases.pglite.mediaDir);
  const pg = databases.postgres;
  if (!pg)
    throw new Error('there is no seeded PostgreSQL database: DATABASE_URL was not set when the run began');
  const dir = mkdtempSync(join(tmpdir(), 'jobsite-api-test-'));
  const mediaDir = join(dir, 'media');
  cpSync(pg.mediaDir, mediaDir, { recursive: true });
  copies += 1;
  const name = `jobsite_api_test_${process.pid}_${Date.now()}_${copies}`;
  const admin = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${pg.template}`);
  const db = await openDb({ url: withDatabase(pg.adminUrl, name), poolSize: 4 });
  return {
    db,
    mediaDir,
    async remove() {
      await db.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens a copy of the run's migrated PGlite database that holds no seed (no jobs, no reference data). */
export const openMigratedCopy = (databases: SeededDatabases): Promise<DatabaseCopy> =>
  pgliteCopy(databases.pglite.emptyDir);
