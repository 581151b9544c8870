/**
 * Backups of the embedded database (PGlite). A backup is PGlite's own copy of its data folder, a gzipped
 * tarball (`dumpDataDir`), taken after a checkpoint while queries wait, so it is consistent even while
 * the API serves. Restoring unpacks it into a new data folder (`loadDataDir`). PostgreSQL is backed up
 * with pg_dump and pg_restore instead (apps/api/README.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Context } from 'hono';
import { sendError } from '../http/errors.ts';
import type { Db } from './client.ts';

const ON_POSTGRES = 'The API runs on PostgreSQL: back it up with pg_dump (apps/api/README.md)';

/** The embedded database's data folder as a gzipped tarball, taken while queries wait. */
async function dumpPglite(db: Db): Promise<Blob> {
  if (db.kind !== 'pglite') throw new Error(ON_POSTGRES);
  const client = db.client as PGlite;
  // Flush what is committed into the data files; anything committed later is in the WAL the copy holds.
  await client.query('CHECKPOINT');
  return client.dumpDataDir('gzip');
}

/** Writes a backup to `file`, whole or not at all (through `file.partial`). Answers its size in bytes. */
export async function writeBackup(db: Db, file: string): Promise<number> {
  const bytes = new Uint8Array(await (await dumpPglite(db)).arrayBuffer());
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, file);
  return bytes.length;
}

/**
 * PGlite writes `postmaster.pid` into its data folder while a process has it open (the API, or a
 * command) and removes it on a clean close. Two processes on one folder would corrupt it.
 */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postmaster.pid'));
}

/**
 * Unpacks a backup into `dataDir`, which must not exist or be empty. It is unpacked beside it first and
 * moved into place only once PGlite has opened it, so a failed restore leaves nothing half-written.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new folder`);
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  const staging = join(dirname(dataDir), `.restoring-${process.pid}-${Date.now()}`);
  try {
    const client = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { pg_trgm },
    });
    await client.query('SELECT 1');
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(staging, dataDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * `GET /internal/backup` (behind the admin key): an online backup of the embedded database, streamed as
 * `jobsite-<time>.tar.gz`. On PostgreSQL it answers 501 and points to pg_dump.
 */
export function backupHandler(db: Db) {
  return async (c: Context) => {
    if (db.kind !== 'pglite') return sendError(c, 501, ON_POSTGRES);
    const backup = await dumpPglite(db);
    const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
    c.header('Content-Type', 'application/gzip');
    c.header('Content-Disposition', `attachment; filename="jobsite-${stamp}.tar.gz"`);
    c.header('Cache-Control', 'no-store');
    return c.body(backup.stream());
  };
}
