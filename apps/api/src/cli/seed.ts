/**
 * `pnpm --filter @jobsite/api db:seed -- --jobs N`: migrates and seeds N jobs in total (split evenly
 * between the verticals) into DATABASE_URL, or into the API's PGlite folder (DATA_DIR/pglite) when it is unset.
 */
import { parseArgs } from 'node:util';
import { VERTICAL_IDS } from '@jobsite/domain';
import { loadConfig, pgliteDir } from '../config.ts';
import { openDb } from '../db/client.ts';
import { seedAll } from '../db/seed.ts';
import { configuredMediaStore } from '../media/configured.ts';
import { seedDemo } from '../services/recruiter/demo.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { jobs: { type: 'string' }, batch: { type: 'string' } },
});
const config = loadConfig();
const total = values.jobs === undefined ? config.seedJobs * VERTICAL_IDS.length : Number(values.jobs);
if (!Number.isInteger(total) || total < 0) {
  console.error('--jobs must be a whole number');
  process.exit(2);
}
// The same folder the API opens (src/main.ts): DATA_DIR/pglite.
const db = await openDb({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : pgliteDir(config),
});
const started = Date.now();
await db.migrate();
const perVertical = Math.ceil(total / VERTICAL_IDS.length);
const batchSize = values.batch ? Number(values.batch) : db.kind === 'postgres' ? 5000 : 2000;
const added = await seedAll(db, perVertical, {
  batchSize,
  log: (m) => console.log(m),
  media: configuredMediaStore(config).store,
});
// The demo seeker's password is published: never in production.
if (config.nodeEnv !== 'production') {
  for (const vertical of VERTICAL_IDS) {
    if (await seedDemo(db, vertical)) console.log(`${vertical}: demo seeker created`);
  }
}
console.log(
  `seeded ${added} jobs (${perVertical} per vertical) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await db.close();
