/**
 * Backups of the embedded database: a seeded database is backed up (by the command, and online through
 * the API while it serves), restored into a fresh data folder, and its jobs and seeker are found there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { NO_MEDIA } from '../media/test-media.ts';
import { DEMO_SEEKER, seedDemo } from '../services/recruiter/demo.ts';
import { TEST_BASE_PATHS, TEST_SITE_ORIGINS } from '../test-server.ts';
import { pgliteInUse, restorePglite } from './backup.ts';
import { type Db, openDb } from './client.ts';
import { seedAll } from './seed.ts';
import { competitionSeed } from './seed-competition.ts';
import { SEEDED_APPLICANTS } from './seed-history.ts';

const JOBS_PER_VERTICAL = 40;
const ADMIN_KEY = 'Zr4u8Qw1Lk7Hs2Bn9Vc6Xm3Tp5Gj0Fd';
const cli = (name: string) => fileURLToPath(new URL(`../cli/${name}.ts`, import.meta.url));

/** Runs one of the database commands with DATA_DIR=`dataDir`, from `cwd` (as pnpm's INIT_CWD). */
function command(name: string, args: string[], dataDir: string, cwd: string) {
  const run = spawnSync(process.execPath, [cli(name), ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, INIT_CWD: cwd, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

/** The jobs the seed writes in a vertical: the generated ones and the competition's partner jobs. */
const jobsOf = (vertical: Vertical) => JOBS_PER_VERTICAL + competitionSeed(vertical).partnerJobs;

/** The jobs per vertical and the demo seeker's id per vertical, as a database holds them. */
async function contentsOf(db: Db) {
  const jobs = (await db.raw(
    'SELECT vertical, count(*)::int AS n FROM jobs GROUP BY vertical ORDER BY vertical',
  )) as { vertical: string; n: number }[];
  const seekers = (await db.raw('SELECT vertical, id, name FROM seekers WHERE email = $1 ORDER BY vertical', [
    DEMO_SEEKER.email,
  ])) as { vertical: string; id: number; name: string }[];
  return { jobs, seekers };
}

// Each test runs the backup and restore commands as processes of their own, each opening the embedded
// database: on a 2-core machine running other suites, more than the default 20 s.
describe('backups of the embedded database', { timeout: 90_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'jobsite-backup-'));
  const dataDir = join(root, 'data');
  let seeded: Awaited<ReturnType<typeof contentsOf>>;

  beforeAll(async () => {
    const db = await openDb({ dataDir: join(dataDir, 'pglite') });
    await db.migrate();
    await seedAll(db, JOBS_PER_VERTICAL, { batchSize: 500 });
    for (const vertical of VERTICAL_IDS) await seedDemo(db, vertical);
    seeded = await contentsOf(db);
    await db.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('seeded what the restores look for', () => {
    expect(seeded.jobs).toEqual(
      VERTICAL_IDS.toSorted().map((vertical) => ({ vertical, n: jobsOf(vertical) })),
    );
    expect(seeded.seekers.map((s) => s.vertical)).toEqual(VERTICAL_IDS.toSorted());
  });

  it('db:backup copies it to a file that db:restore brings back into a fresh data folder', async () => {
    const backup = command('backup', ['seeded.tar.gz'], dataDir, root);
    expect(backup.out).toMatch(/^backed up .* to .*seeded\.tar\.gz \([\d.]+ MB in [\d.]+ s\)/);
    expect(backup.code).toBe(0);
    expect(existsSync(join(root, 'seeded.tar.gz'))).toBe(true);

    const fresh = join(root, 'fresh');
    const restore = command('restore', ['seeded.tar.gz'], fresh, root);
    expect(restore.code, restore.out).toBe(0);
    const total = VERTICAL_IDS.reduce((n, vertical) => n + jobsOf(vertical), 0);
    // The demo seeker, the competition's candidates and the applicants of the seeded history, per vertical.
    const people = VERTICAL_IDS.reduce(
      (n, vertical) => n + 1 + competitionSeed(vertical).candidates + SEEDED_APPLICANTS,
      0,
    );
    expect(restore.out).toContain(`: ${total} jobs, ${people} seekers`);

    const db = await openDb({ dataDir: join(fresh, 'pglite') });
    try {
      expect(await contentsOf(db)).toEqual(seeded);
    } finally {
      await db.close();
    }
  });

  it('refuses to restore over a database unless told to move it aside', async () => {
    const again = command('restore', ['seeded.tar.gz'], dataDir, root);
    expect(again.code).toBe(2);
    expect(again.out).toMatch(/already holds a database: pass --replace/);
    const replaced = command('restore', ['seeded.tar.gz', '--replace'], dataDir, root);
    expect(replaced.code, replaced.out).toBe(0);
    expect(replaced.out).toMatch(/moved the current database aside to .*pglite\.before-restore-/);
    expect(readdirSync(dataDir).filter((f) => f.startsWith('pglite.before-restore-'))).toHaveLength(1);
  });

  it('sends the caller to the running API while the database is open, instead of opening it twice', async () => {
    const db = await openDb({ dataDir: join(dataDir, 'pglite') });
    try {
      expect(pgliteInUse(join(dataDir, 'pglite'))).toBe(true);
      const busy = command('backup', ['busy.tar.gz'], dataDir, root);
      expect(busy.code).toBe(3);
      expect(busy.out).toContain('is open in another process');
      expect(busy.out).toContain('/internal/backup');
      expect(existsSync(join(root, 'busy.tar.gz'))).toBe(false);
      expect(command('restore', ['seeded.tar.gz', '--replace'], dataDir, root).code).toBe(3);
    } finally {
      await db.close();
    }
    expect(pgliteInUse(join(dataDir, 'pglite'))).toBe(false);
  });

  it('takes an online backup through the running API (admin key), with the latest committed change', async () => {
    const db = await openDb({ dataDir: join(dataDir, 'pglite') });
    const app = createApp({
      db,
      logger: createLogger('silent'),
      adminKey: ADMIN_KEY,
      config: { basePaths: TEST_BASE_PATHS, corsOrigins: [], nodeEnv: 'production' },
      auth: {
        sessions: { secret: 'x'.repeat(40), accessTokenTtlS: 900, rotationGraceS: 30 },
        siteOrigins: TEST_SITE_ORIGINS,
        production: true,
      },
      media: NO_MEDIA,
    });
    const file = join(root, 'online.tar.gz');
    try {
      // A change that is committed but only in the write-ahead log until a checkpoint.
      await db.raw("UPDATE seekers SET name = 'Asha Restored' WHERE email = $1", [DEMO_SEEKER.email]);
      expect((await app.request('/internal/backup')).status).toBe(401);
      const res = await app.request('/internal/backup', { headers: { 'X-Admin-Key': ADMIN_KEY } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/gzip');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="jobsite-[\dT-]+\.tar\.gz"$/,
      );
      writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
      // The API keeps serving.
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await db.close();
    }
    const restoredDir = join(root, 'online', 'pglite');
    await restorePglite(file, restoredDir);
    const restored = await openDb({ dataDir: restoredDir });
    try {
      const contents = await contentsOf(restored);
      expect(contents.jobs).toEqual(seeded.jobs);
      expect(contents.seekers.map((s) => s.name)).toEqual(seeded.seekers.map(() => 'Asha Restored'));
    } finally {
      await restored.close();
    }
  });
});
