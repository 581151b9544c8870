/**
 * `pnpm --filter @jobsite/api db:backup <file>`: copies the embedded database (DATA_DIR/pglite) into
 * `<file>`, a gzipped tarball that `db:restore` unpacks. PGlite's folder is open in one process at a
 * time: while the API runs, take the backup through it instead (`GET /internal/backup` with the admin
 * key), or stop it first. On PostgreSQL (DATABASE_URL), use pg_dump (apps/api/README.md).
 */
import { existsSync } from 'node:fs';
import { pgliteInUse, writeBackup } from '../db/backup.ts';
import { openDb } from '../db/client.ts';
import { embeddedDatabase, fromCaller, stop } from './embedded.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length !== 1 || args[0]?.startsWith('-')) stop('Usage: db:backup <file.tar.gz>');
const { config, dataDir } = embeddedDatabase(
  'DATABASE_URL is set: back up PostgreSQL with pg_dump (see apps/api/README.md, "Backups")',
);
if (!existsSync(dataDir)) stop(`There is no embedded database at ${dataDir} (DATA_DIR=${config.dataDir})`);
if (pgliteInUse(dataDir)) {
  stop(
    [
      `The embedded database at ${dataDir} is open in another process (it holds postmaster.pid), most`,
      'likely the running API; opening it twice would damage it. Either take the backup through the API:',
      `  curl -fsS -H "X-Admin-Key: $ADMIN_KEY" http://localhost:${config.port}/internal/backup -o backup.tar.gz`,
      'or stop the API and run this again. (If the API was killed without shutting down, start and stop',
      'it once to close the database cleanly.)',
    ].join('\n'),
    3,
  );
}
const file = fromCaller(args[0] as string);
const started = Date.now();
const db = await openDb({ dataDir });
try {
  const bytes = await writeBackup(db, file);
  const mb = (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `backed up ${dataDir} to ${file} (${mb} MB in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  await db.close();
}
