/**
 * Runs the API for the browser suites: `node api-cli.ts` with the API's environment, from `apps/api`.
 * Its empty DATA_DIR first receives a copy of the database made for its seed (decision 0086), so the
 * two brands' runs and every later run of the hour start on a database that is ready; then the API
 * starts in this process, as `node src/main.ts` would.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { copySeededDatabase } from './api.ts';

const env = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);
const dataDir = env.DATA_DIR;
if (dataDir && (!existsSync(dataDir) || readdirSync(dataDir).length === 0))
  await copySeededDatabase(dataDir, env);
await import(resolve(import.meta.dirname, '../../../apps/api/src/main.ts'));
