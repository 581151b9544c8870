/**
 * Test helper: the test run's one migrated and seeded database (decision 0072). The run's global setup
 * builds it once per driver (a closed PGlite data folder; a PostgreSQL template database) with the media
 * folder its seed wrote; each suite's server then opens a copy of its own, because tests change data.
 */

import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type Db, openDb } from '../db/client.ts';
import { seedAll } from '../db/seed.ts';
import { localMediaStore } from '../media/store.ts';

/** Jobs the test database holds per vertical. */
export const TEST_JOBS_PER_VERTICAL = 300;

/** Where the run's seeded databases are: plain data, handed from the global setup to every test file. */
export interface SeededDatabases {
  /** A closed PGlite data folder, migrated and seeded, and the media folder its seed wrote. */
  pglite: { dataDir: string; mediaDir: string };
  /** A template database on the PostgreSQL server of `adminUrl` (when DATABASE_URL is set). */
  postgres: { adminUrl: string; template: string; mediaDir: string } | null;
}

const withDatabase = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function migrateAndSeed(db: Db, mediaDir: string) {
  mkdirSync(mediaDir, { recursive: true });
  try {
    await db.migrate();
    await seedAll(db, TEST_JOBS_PER_VERTICAL, { batchSize: 1000, media: localMediaStore(mediaDir) });
  } finally {
    await db.close();
  }
}

/**
 * Builds the run's seeded databases: PGlite always, PostgreSQL too when `adminUrl` is given (the two at
 * once). Answers where they are and the function that removes them at the end of the run.
 */
export async function buildSeededDatabases(
  adminUrl: string | undefined,
): Promise<{ databases: SeededDatabases; remove: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'jobsite-api-seeded-'));
  const pglite = { dataDir: join(root, 'pglite'), mediaDir: join(root, 'pglite-media') };
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
    const built: Promise<void>[] = [
      migrateAndSeed(await openDb({ dataDir: pglite.dataDir }), pglite.mediaDir),
    ];
    let pg: SeededDatabases['postgres'] = null;
    if (admin && adminUrl) {
      pg = { adminUrl, template, mediaDir: join(root, 'postgres-media') };
      await admin.unsafe(`CREATE DATABASE ${template}`);
      built.push(
        migrateAndSeed(await openDb({ url: withDatabase(adminUrl, template), poolSize: 4 }), pg.mediaDir),
      );
    }
    await Promise.all(built);
    return { databases: { pglite, postgres: pg }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** One suite's own copy of the seeded database on `driver`, and of its media folder. */
export interface SeededCopy {
  db: Db;
  mediaDir: string;
  /** Closes the database and removes the copy. */
  remove(): Promise<void>;
}

let copies = 0;

/** Opens a copy of the run's seeded database on `driver`: a copied PGlite folder or a database made from the template. */
export async function openSeededCopy(
  databases: SeededDatabases,
  driver: 'pglite' | 'postgres',
): Promise<SeededCopy> {
  const dir = mkdtempSync(join(tmpdir(), 'jobsite-api-test-'));
  const mediaDir = join(dir, 'media');
  const source = driver === 'postgres' ? databases.postgres : databases.pglite;
  if (!source)
    throw new Error('there is no seeded PostgreSQL database: DATABASE_URL was not set when the run began');
  cpSync(source.mediaDir, mediaDir, { recursive: true });
  if (driver === 'pglite') {
    const dataDir = join(dir, 'pglite');
    cpSync(databases.pglite.dataDir, dataDir, { recursive: true });
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
  const pg = databases.postgres as NonNullable<SeededDatabases['postgres']>;
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
