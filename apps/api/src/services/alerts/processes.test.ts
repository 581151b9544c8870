/**
 * Two API processes on one PostgreSQL database run the alert tasks on short periods (decision 0031):
 * each is a real `node src/main.ts` sharing only DATABASE_URL and AUTH_SECRET. A job posted through one
 * reaches the matching seeker's digest and early-applicant alert once, although both processes tick every
 * second. Skipped when no PostgreSQL server answers (as src/processes.test.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPort, spawnApi } from '../../test-process.ts';
import { ADMIN_URL, serverDown } from '../../testing/postgres-server.ts';
import { uniqueEmail } from '../../testing/unique.ts';
import { browser } from '../auth/test-browser.ts';

const ADMIN_KEY = 'alerts-two-processes-admin-key';
const VERTICAL = VERTICAL_IDS[0] as (typeof VERTICAL_IDS)[number];
const BASE = VERTICALS[VERTICAL].basePath;

const down = await serverDown();

interface ApiProcess {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

async function startApi(name: string, databaseUrl: string): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `jobsite-alerts-${name}-`));
  const api = spawnApi({
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_JOBS_PER_VERTICAL: '20',
    AUTH_SECRET: 'two-processes-share-this-secret-for-alert-links',
    ADMIN_KEY,
    CORS_ORIGINS: 'http://localhost:3000',
    ALERTS_DIGEST_EVERY_MS: '1000',
    ALERTS_REALTIME_EVERY_MS: '1000',
  });
  try {
    return { base: `http://127.0.0.1:${await listeningPort(api)}`, child: api.child, dataDir };
  } catch (error) {
    api.child.kill('SIGKILL');
    throw new Error(`API process ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api) return;
  if (api.child.exitCode === null && api.child.signalCode === null) {
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    const timer = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(api.dataDir, { recursive: true, force: true });
}

describe.skipIf(down !== undefined)('job alerts with two API processes on one PostgreSQL', () => {
  const name = `jobsite_alerts_procs_${process.pid}_${Date.now()}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  let db: ReturnType<typeof postgres> | undefined;
  let one: ApiProcess | undefined;
  let two: ApiProcess | undefined;

  beforeAll(async () => {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const u = new URL(ADMIN_URL);
    u.pathname = `/${name}`;
    db = postgres(u.toString(), { max: 2, onnotice: () => {} });
    [one, two] = await Promise.all([startApi('one', u.toString()), startApi('two', u.toString())]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopApi(one), stopApi(two)]);
    await db?.end({ timeout: 1 });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 1 });
  }, 60_000);

  it('sends one digest and one early-applicant alert for a new matching job, whichever process ticks', async () => {
    const sql = db as ReturnType<typeof postgres>;
    const a = one as ApiProcess;
    const b = two as ApiProcess;
    const email = uniqueEmail('alerts-procs');
    const seeker = browser(a.base);
    const registered = await seeker.request('POST', `${BASE}/user/register`, {
      form: { name: 'Dev Patel', email, password: 'two kettles on the stove' },
    });
    expect(registered.status).toBe(200);
    const { seekerId } = (await registered.json()) as { seekerId: number };
    await sql`UPDATE seeker_profiles SET early_applicant_until = now() + interval '30 days' WHERE seeker_id = ${seekerId}`;
    const word = `Zqprocs${Date.now().toString(36).replace(/\d/g, 'x')}`;
    await sql`INSERT INTO early_applicant_preferences (seeker_id, roles) VALUES (${seekerId}, ${[word]})`;
    const saved = await seeker.request('POST', `${BASE}/user/saved-searches`, {
      form: { name: 'Both processes', keyword: word },
    });
    expect(saved.status).toBe(201);

    const posted = await fetch(`${b.base}/internal/${VERTICAL}/jobs`, {
      method: 'POST',
      headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${word} Engineer` }),
    });
    expect(posted.status).toBe(201);
    // Its first digest would be due a day after saving: due now, for both processes' next ticks.
    await sql`UPDATE saved_searches SET next_digest_at = now() WHERE seeker_id = ${seekerId}`;

    const count = async () =>
      (
        await sql<
          { kind: string; n: number }[]
        >`SELECT kind, count(*)::int AS n FROM outbox WHERE recipient = ${email}
          AND kind IN ('job-alert-digest', 'early-applicant-alert') GROUP BY kind`
      ).reduce<Record<string, number>>((o, r) => Object.assign(o, { [r.kind]: r.n }), {});
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const c = await count();
      if (c['job-alert-digest'] && c['early-applicant-alert']) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await count()).toEqual({ 'job-alert-digest': 1, 'early-applicant-alert': 1 });
    // Both processes keep ticking every second; several more ticks of each send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await count()).toEqual({ 'job-alert-digest': 1, 'early-applicant-alert': 1 });
  }, 120_000);
});
