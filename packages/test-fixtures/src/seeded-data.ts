/**
 * The API's seeded data folders, made once and copied (decision 0086). A fresh PGlite folder costs the
 * API's start a database initialisation, the migrations and the seed: about three quarters of its start
 * on this machine kind. `startApi` asks here for a folder the API has already made with the same seed
 * and copies it into its own data folder, so every API of a test run but the first of each seed starts
 * on a database that is ready.
 *
 * A folder holds the database and the seed's media only, never the API's secrets or keys. It is found
 * by a key: the API's and the domain's sources, the migrations, the lockfile (PGlite's version) and the
 * environment that decides what the seed writes (`SEED_*`, `NODE_ENV`). Jobs are dated from the moment
 * they were seeded, so a folder older than an hour is made again. The folders live in the clone
 * (`node_modules/.cache`), so a fresh clone starts with none.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';

const ROOT = resolve(import.meta.dirname, '../../..');
const CACHE = join(ROOT, 'node_modules/.cache/jobsite-api-data');
/** What the seed reads besides the sources: files and folders of the repository. */
const SOURCES = ['apps/api/src', 'apps/api/drizzle', 'packages/domain/src', 'pnpm-lock.yaml'];
/** A folder older than this is made again: the seed dates jobs and applications from its own moment. */
const MAX_AGE_MS = 60 * 60 * 1000;
/** What of the API's data folder a seeded folder keeps: the embedded database and the seed's media. */
const KEPT = ['pglite', 'media'];
/** How long a start waits for another process that is making the same folder. */
const WAIT_FOR_OTHER_MS = 180_000;

let sourcesHash: string | undefined;

function hashSources(): string {
  if (sourcesHash) return sourcesHash;
  const hash = createHash('sha256');
  const add = (path: string) => {
    const full = join(ROOT, path);
    if (!existsSync(full)) return;
    if (statSync(full).isFile()) {
      hash.update(path).update(readFileSync(full));
      return;
    }
    const files = readdirSync(full, { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.includes('.test.') && statSync(join(full, file)).isFile())
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(join(full, file)));
  };
  for (const path of SOURCES) add(path);
  sourcesHash = hash.digest('hex');
  return sourcesHash;
}

/** The environment that decides what the API's start writes into a new database. */
const seedEnvironment = (env: Record<string, string>) =>
  Object.entries(env)
    .filter(([name]) => name.startsWith('SEED_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));

/**
 * Whether the API would keep its data in DATA_DIR with this environment: an embedded database and
 * local media. Any other API (a PostgreSQL server, a bucket) is started as it is.
 */
const keepsDataInFolder = (env: Record<string, string>) =>
  !env.DATABASE_URL && !Object.keys(env).some((name) => name.startsWith('MEDIA_S3_'));

const fresh = (dir: string) => existsSync(dir) && Date.now() - statSync(dir).mtimeMs < MAX_AGE_MS;

/**
 * A data folder the API made with this environment's seed, ready to copy, or `undefined` when the API
 * would not keep its data in a folder. `make(dir)` has the API make one in `dir` (start it there, wait
 * until it listens, stop it); it runs when there is no fresh folder of that key, once at a time.
 */
export async function seededDataFolder(
  env: Record<string, string>,
  make: (dir: string) => Promise<void>,
): Promise<string | undefined> {
  if (!keepsDataInFolder(env)) return undefined;
  const key = createHash('sha256')
    .update(hashSources())
    .update(JSON.stringify(seedEnvironment(env)))
    .digest('hex')
    .slice(0, 16);
  const folder = join(CACHE, key);
  if (fresh(folder)) return folder;
  await mkdir(CACHE, { recursive: true });
  // One process makes a key's folder; the others wait for it (a lock left by a killed run is taken
  // over once it is older than the wait).
  const lock = `${folder}.lock`;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (fresh(folder)) return folder;
      const lockAge = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (lockAge > WAIT_FOR_OTHER_MS) await rm(lock, { recursive: true, force: true });
      else await pause(250);
    }
  }
  try {
    if (fresh(folder)) return folder;
    const making = await mkdtemp(`${folder}.making-`);
    try {
      await make(making);
      // Only the database and its media: the API's secrets and keys stay its own, each copy makes its own.
      for (const entry of await readdir(making))
        if (!KEPT.includes(entry)) await rm(join(making, entry), { recursive: true, force: true });
      await rm(folder, { recursive: true, force: true });
      await rename(making, folder);
    } finally {
      await rm(making, { recursive: true, force: true });
    }
    return folder;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
