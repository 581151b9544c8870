/**
 * Production mode (docs/decisions 0023): `node src/main.ts` refuses unsafe configuration before it opens
 * anything, and once started serves without the development outbox, the internal API and the demo
 * seeker. The app's gates are also checked directly, outside and inside production.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, createApp } from './app.ts';
import { type Db, openDb } from './db/client.ts';
import { createLogger } from './logger.ts';
import { NO_MEDIA } from './media/test-media.ts';
import { type ApiProcess, listeningPort, spawnApi } from './test-process.ts';
import { openMigratedDatabase, TEST_BASE_PATHS, TEST_SITE_ORIGINS } from './test-server.ts';

const MANAGEMENT = VERTICALS.management.id;

const ADMIN_KEY = 'Zr4u8Qw1Lk7Hs2Bn9Vc6Xm3Tp5Gj0Fd';
const https = (id: string) => `https://${id}.example.in`;

/** What production needs, on the embedded database in `dataDir`, on a free port. */
const productionEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ALLOW_PGLITE: 'true',
  AUTH_SECRET: 'q8Vf2LrT0wXb7NzK5mYc3HdJ9sPg6AeU1oZi4',
  CORS_ORIGINS: VERTICAL_IDS.map(https).join(','),
  ...Object.fromEntries(VERTICAL_IDS.map((id) => [`SITE_ORIGIN_${id.toUpperCase()}`, https(id)])),
  SMTP_URL: 'smtp://127.0.0.1:2',
  MAIL_FROM: 'Jobs <no-reply@example.in>',
  PAYMENT_ALLOW_SANDBOX: 'true',
});

describe('node src/main.ts with NODE_ENV=production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-production-'));
  let api: ApiProcess | undefined;
  afterAll(() => {
    api?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses unsafe configuration at start, one line per problem, and opens nothing', async () => {
    const unsafe = join(dataDir, 'unsafe');
    const run = spawnApi({
      NODE_ENV: 'production',
      DATA_DIR: unsafe,
      AUTH_SECRET: 'x'.repeat(40),
      ADMIN_KEY: 'e2e-admin-key-for-the-recruiter-api',
      CORS_ORIGINS: 'http://localhost:3000',
    });
    expect(await run.exited).toBe(2);
    const lines = run.output().trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}- AUTH_SECRET repeats too few characters to be random/),
      expect.stringMatching(/^ {2}- ADMIN_KEY is a value from the development setup/),
      '  - CORS_ORIGINS: http://localhost:3000 is not an https origin (production allows only https)',
      ...VERTICAL_IDS.map((id) =>
        expect.stringContaining(`SITE_ORIGIN_${id.toUpperCase()} must be the brand site's https address`),
      ),
      expect.stringMatching(/^ {2}- DATABASE_URL is required in production/),
      expect.stringMatching(/^ {2}- SMTP_URL is required in production/),
      expect.stringMatching(/^ {2}- MAIL_FROM is required in production/),
      expect.stringMatching(/^ {2}- PAYMENT_GATEWAY=sandbox in production takes no money/),
    ]);
    expect(existsSync(unsafe)).toBe(false);
  });

  // It starts the API, which migrates a new database: more than 20 s on a loaded two-core machine, and
  // over 60 s with the browser suites running beside this suite (decision 0090).
  it('serves without the development outbox, the internal API, seeded jobs or the demo seeker', {
    timeout: 120_000,
  }, async () => {
    api = spawnApi(productionEnv(join(dataDir, 'safe')));
    const base = `http://127.0.0.1:${await listeningPort(api)}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    for (const id of VERTICAL_IDS) {
      const path = VERTICALS[id].basePath;
      expect((await fetch(`${base}${path}/dev/outbox`)).status, `${path}/dev/outbox`).toBe(404);
      const internal = await fetch(`${base}/internal/${id}/applications`, {
        headers: { 'X-Admin-Key': 'e2e-admin-key-for-the-recruiter-api' },
      });
      expect(internal.status, `/internal/${id}`).toBe(404);
      const exists = await fetch(`${base}${path}/exists?email=demo%40jobsite.local`);
      expect(await exists.json()).toEqual({ exists: false });
    }
    expect((await fetch(`${base}/internal/backup`)).status).toBe(404);
    expect(api.output()).toMatch(/"msg":"production mode"/);
    // The start line says where the start's time went: every phase, in order, within the whole.
    const listening = api.logged('api listening') as { startMs: number; phases: Record<string, number> };
    expect(Object.keys(listening.phases)).toEqual([
      'node',
      'modules',
      'config',
      'database',
      'lock',
      'migrations',
      'seed',
      'demo',
      'app',
      'background',
      'listen',
    ]);
    for (const ms of Object.values(listening.phases)) expect(ms).toBeGreaterThanOrEqual(0);
    const phasesMs = Object.values(listening.phases).reduce((a, b) => a + b, 0);
    expect(phasesMs).toBeLessThanOrEqual(listening.startMs + 11);
    expect(phasesMs).toBeGreaterThan(listening.startMs / 2);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    // Reference data only: no fake jobs and no seeker with a published password.
    const db = await openDb({ dataDir: join(dataDir, 'safe', 'pglite') });
    const [row] = await db.raw(
      'SELECT (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM seekers) AS seekers, (SELECT count(*)::int FROM categories) AS categories',
    );
    await db.close();
    expect(row).toMatchObject({ jobs: 0, seekers: 0 });
    expect((row as { categories: number }).categories).toBeGreaterThan(0);
  });
});

describe('the outbox and internal gates of the app', () => {
  let db: Db;
  let remove: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, remove } = await openMigratedDatabase());
  });
  afterAll(async () => {
    await remove?.();
  });

  function appWith(nodeEnv: 'development' | 'production', extra: Partial<AppDeps> & { devOutbox?: boolean }) {
    const { devOutbox, ...rest } = extra;
    return createApp({
      db,
      logger: createLogger('silent'),
      config: {
        basePaths: TEST_BASE_PATHS,
        corsOrigins: [],
        nodeEnv,
        ...(devOutbox === undefined ? {} : { devOutbox }),
      },
      auth: {
        sessions: { secret: 'x'.repeat(40), accessTokenTtlS: 900, rotationGraceS: 30 },
        siteOrigins: TEST_SITE_ORIGINS,
        production: nodeEnv === 'production',
      },
      media: NO_MEDIA,
      ...rest,
    });
  }
  const outbox = `${TEST_BASE_PATHS.management}/dev/outbox`;
  const withKey = { headers: { 'X-Admin-Key': ADMIN_KEY } };

  it('serves the outbox outside production, unless DEV_OUTBOX=off', async () => {
    expect((await appWith('development', {}).request(outbox)).status).toBe(200);
    expect((await appWith('development', { devOutbox: false }).request(outbox)).status).toBe(404);
  });

  it('in production, answers 404 for the outbox and the internal API without their configuration', async () => {
    const app = appWith('production', {});
    expect((await app.request(outbox, withKey)).status).toBe(404);
    expect((await app.request(`/internal/${MANAGEMENT}/applications`, withKey)).status).toBe(404);
    expect((await app.request('/internal/backup', withKey)).status).toBe(404);
  });

  it('in production with DEV_OUTBOX=on and an ADMIN_KEY, serves the outbox and internal API only with the key', async () => {
    const app = appWith('production', { devOutbox: true, adminKey: ADMIN_KEY });
    expect((await app.request(outbox)).status).toBe(401);
    expect((await app.request(outbox, { headers: { 'X-Admin-Key': 'z'.repeat(32) } })).status).toBe(401);
    const res = await app.request(outbox, withKey);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ messages: [] });
    expect((await app.request(`/internal/${MANAGEMENT}/applications`)).status).toBe(401);
    expect((await app.request(`/internal/${MANAGEMENT}/applications`, withKey)).status).toBe(200);
  });
});
