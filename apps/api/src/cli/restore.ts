/**
 * `pnpm --filter @jobsite/api db:restore <file> [--replace]`: unpacks a backup made by `db:backup` (or
 * `GET /internal/backup`) into the embedded database's folder, DATA_DIR/pglite. Stop the API first. An
 * existing database is kept: the command refuses, or with --replace moves it aside to
 * `pglite.before-restore-<time>`. The API migrates a restored older backup when it starts.
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pgliteInUse, restorePglite } from '../db/backup.ts';
import { openDb } from '../db/client.ts';
import { jobs, seekers } from '../db/schema.ts';
import { embeddedDatabase, fromCaller, stop } from './embedded.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) stop('Usage: db:restore <file.tar.gz> [--replace]');
const { dataDir } = embeddedDatabase(
  'DATABASE_URL is set: restore PostgreSQL with pg_restore (see apps/api/README.md, "Backups")',
);
const file = fromCaller(positionals[0] as string);
if (!existsSync(file)) stop(`No such file: ${file}`);
if (pgliteInUse(dataDir)) {
  stop(
    `The embedded database at ${dataDir} is open in another process, most likely the API: stop it first`,
    3,
  );
}
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  if (!values.replace) {
    stop(`${dataDir} already holds a database: pass --replace to move it aside and restore in its place`);
  }
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}`;
  renameSync(dataDir, aside);
  console.log(`moved the current database aside to ${aside}`);
}
await restorePglite(file, dataDir);
const db = await openDb({ dataDir });
try {
  const [jobCount, seekerCount] = await Promise.all([db.orm.$count(jobs), db.orm.$count(seekers)]);
  console.log(`restored ${file} into ${dataDir}: ${jobCount} jobs, ${seekerCount} seekers`);
} finally {
  await db.close();
}
